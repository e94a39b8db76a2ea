import Foundation
import WriteOutLoud

/// One judged stroke as a tab-separated line (label, group, character, stroke, accuracy, passed, shape,
/// direction, position, proportion, the template stroke's type, its length as a share of the character's
/// longer side, the type the recogniser saw and its score of the template's type relative to its best), so
/// tolerances, the threshold and the use of the recognised type can be studied offline.
enum StrokeScoreLine {
    static let header =
        "label\tgroup\tcharacter\tstroke\taccuracy\tpassed\tshape\tdirection\tposition\tproportion\ttype\tlength\trecognized\texpectedShare"

    /// - Parameter characterSize: `template`'s ``longerSide(of:)``, computed once per character by the caller.
    static func line(
        label: String, group: StrokesSample.Group, template: CharacterTemplate, characterSize: Double,
        judgement: StrokeJudgement
    ) -> String {
        let scores = judgement.scores
        let stroke = template.strokes[judgement.templateIndex]
        let length = Polyline.length(stroke.points) / characterSize
        return [label, group.rawValue, template.character, String(judgement.templateIndex + 1)].joined(separator: "\t")
            + "\t" + String(format: "%.4f", judgement.accuracy) + "\t\(judgement.passed ? 1 : 0)\t"
            + [scores.shape, scores.direction, scores.position, scores.proportion].map { String(format: "%.6g", $0) }
            .joined(separator: "\t")
            + "\t\(stroke.type?.rawValue ?? "-")\t" + String(format: "%.4f", length)
            + "\t\(judgement.typeEvidence?.recognized.rawValue ?? "-")\t"
            + (judgement.typeEvidence.map { String(format: "%.4f", $0.expectedShare) } ?? "-")
    }

    /// One line per judged stroke of an attempt (strokes never judged, as a live stroke not yet drawn, are left
    /// out), all with the same label.
    static func lines(
        label: String, template: CharacterTemplate, judgements: [StrokeJudgement?]
    ) -> [String] {
        let group = StrokesSample.Group(strokeCount: template.strokes.count)
        let size = longerSide(of: template)
        return judgements.compactMap { $0 }.map {
            line(label: label, group: group, template: template, characterSize: size, judgement: $0)
        }
    }

    /// The longer side of the box around all of `template`'s strokes (at least 1).
    static func longerSide(of template: CharacterTemplate) -> Double {
        let points = template.strokes.flatMap(\.points)
        guard let first = points.first else { return 1 }
        let (low, high) = points.reduce((first, first)) { box, point in
            (Point(x: min(box.0.x, point.x), y: min(box.0.y, point.y)), Point(x: max(box.1.x, point.x), y: max(box.1.y, point.y)))
        }
        return max(high.x - low.x, high.y - low.y, 1)
    }

    /// Writes `lines` under the header into `path`.
    /// - Throws: ``BenchFailure`` naming the file when it cannot be written.
    static func write(_ lines: [String], to path: String) throws {
        do {
            try ([header] + lines).joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw BenchFailure("\(path): cannot write: \(error.localizedDescription)")
        }
    }
}
