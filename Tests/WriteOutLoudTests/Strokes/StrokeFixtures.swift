import Foundation
@testable import WriteOutLoud

/// Templates and hand-built ink for the stroke tests.
enum StrokeFixtures {
    static let library: CharacterLibrary = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Characters")
        do { return try CharacterLibrary(directory: root) } catch { fatalError("\(error)") }
    }()

    static func template(_ character: String) throws -> CharacterTemplate {
        try library.template(for: character)
    }

    /// Ink tracing `paths` on a canvas of `canvas` units, scaled by `scale` and shifted by `offset`,
    /// with one point every `spacing` template units and 10 ms between points.
    static func ink(
        _ paths: [[Point]], canvas: Double = 1024, scale: Double = 1, rotation: Double = 0,
        offset: Point = .zero, spacing: Double = 20
    ) -> Ink {
        let transform = SimilarityTransform(scale: scale, rotation: rotation, translation: offset)
        var time = 0.0
        let strokes = paths.map { path -> InkStroke in
            let count = max(2, Int(Polyline.length(path) / spacing))
            let points = Polyline.resample(path, count: count).map { point -> InkPoint in
                let mapped = transform.apply(point)
                time += 0.01
                return InkPoint(x: mapped.x, y: mapped.y, t: time)
            }
            time += 0.3
            return InkStroke(points: points)
        }
        return Ink(width: canvas, height: canvas, strokes: strokes)
    }

    /// Ink copying the template's strokes exactly, in order.
    static func copy(_ template: CharacterTemplate, scale: Double = 1, rotation: Double = 0, offset: Point = .zero)
        -> Ink
    {
        ink(template.strokes.map(\.points), scale: scale, rotation: rotation, offset: offset)
    }

    /// `paths` with stroke `index` stretched `factor` times from side to side about its centroid.
    static func widened(_ paths: [[Point]], stroke index: Int, by factor: Double) -> [[Point]] {
        var result = paths
        let middle = Polyline.centroid(paths[index])
        result[index] = paths[index].map { Point(x: middle.x + ($0.x - middle.x) * factor, y: $0.y) }
        return result
    }

    static func kinds(_ analysis: StrokeAnalysis) -> [IssueKind] { analysis.issues.map(\.kind) }

    /// The analysis's issues as the report words them.
    static func messages(_ analysis: StrokeAnalysis, in language: FeedbackLanguage = .en) -> [String] {
        analysis.issues.map { StrokeSentences(language: language).issue($0.detail) }
    }

    /// A judgement's tips as the report words them.
    static func tips(_ judgement: StrokeJudgement, in language: FeedbackLanguage = .en) -> [String] {
        judgement.tips.map(StrokeSentences(language: language).tip)
    }
}
