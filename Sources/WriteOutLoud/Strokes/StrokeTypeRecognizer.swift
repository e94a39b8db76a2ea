/// Names the stroke type a path looks like, from the sequence of directions the pen moved in.
///
/// Each candidate is a model path — the built-in ``StrokeTypePrototypes`` plus any template strokes
/// given as exemplars — stretched to a few widths. A path is compared with every candidate by
/// dynamic time warping of unit tangents, so a 横折 is recognised whatever its size or proportions.
/// When the stroke's length relative to its character is known, short strokes lean towards 点.
public struct StrokeTypeRecognizer: Sendable {
    /// One recognised type and how well the path fits it (0–1, 1 = perfect).
    public struct Candidate: Hashable, Sendable {
        public var type: StrokeType
        public var score: Double
    }

    private struct Model: Sendable {
        var type: StrokeType
        var tangents: [Point]
    }

    static let sampleCount = 24
    private static let band = 5
    private static let widthStretches: [Double] = [0.6, 1, 1.6]

    private let models: [Model]

    /// A recogniser from the built-in prototypes and, optionally, labelled template strokes.
    /// - Parameter exemplars: strokes whose ``TemplateStroke/type`` is trusted, e.g. from the character library.
    public init(exemplars: [TemplateStroke] = []) {
        var models: [Model] = []
        for prototype in StrokeTypePrototypes.all {
            for stretch in Self.widthStretches {
                let path = prototype.path.map { Point(x: $0.x * stretch, y: $0.y) }
                models.append(Model(type: prototype.type, tangents: Self.tangents(of: path)))
            }
        }
        for exemplar in exemplars where Polyline.length(exemplar.points) > 0 {
            models.append(Model(type: exemplar.type, tangents: Self.tangents(of: exemplar.points)))
        }
        self.models = models
    }

    /// The built-in model path of `type` in a unit box (y down, start to end), e.g. to draw an icon
    /// of the stroke or to synthesise test strokes.
    public static func prototype(of type: StrokeType) -> [Point] {
        StrokeTypePrototypes.all.first { $0.type == type }?.path ?? []
    }

    /// Every stroke type with its score, best first.
    /// - Parameters:
    ///   - path: the stroke, start to end, in any units (y down).
    ///   - relativeLength: the stroke's length divided by its character's size, if known; it separates
    ///     a 点 from a longer stroke of the same heading.
    /// - Returns: all 36 types, best first; a path that does not move scores every type 0 except 点.
    /// - Complexity: O(models · samples · band).
    public func recognize(_ path: [Point], relativeLength: Double? = nil) -> [Candidate] {
        let cleaned = Polyline.cleaned(path)
        guard Polyline.length(cleaned) > 0 else {
            return StrokeType.allCases.map { Candidate(type: $0, score: $0 == .dian ? 1 : 0) }
                .sorted { $0.score > $1.score }
        }
        let tangents = Self.tangents(of: cleaned)
        var best: [StrokeType: Double] = [:]
        for model in models {
            let distance = Self.tangentDistance(tangents, model.tangents) + lengthPenalty(model.type, relativeLength)
            best[model.type] = min(best[model.type] ?? .infinity, distance)
        }
        return StrokeType.allCases.map { type in
            let distance = best[type] ?? .infinity
            return Candidate(type: type, score: distance.isFinite ? 1 / (1 + 10 * distance) : 0)
        }
        .sorted { $0.score > $1.score || ($0.score == $1.score && $0.type.rawValue < $1.type.rawValue) }
    }

    /// The single most likely type.
    public func bestType(_ path: [Point], relativeLength: Double? = nil) -> StrokeType? {
        recognize(path, relativeLength: relativeLength).first?.type
    }

    private func lengthPenalty(_ type: StrokeType, _ relativeLength: Double?) -> Double {
        guard let relativeLength, relativeLength.isFinite else { return 0 }
        if type == .dian { return 1.5 * max(0, relativeLength - 0.2) }
        return 1.5 * max(0, 0.1 - relativeLength)
    }

    private static func tangents(of path: [Point]) -> [Point] {
        let points = Polyline.resample(path, count: sampleCount)
        guard points.count > 1 else { return [] }
        return (1..<points.count).map { index in
            let step = points[index] - points[index - 1]
            let length = step.length
            return length > 0 ? step / length : .zero
        }
    }

    /// Banded DTW over unit tangents with cost (1 − cos)/2, averaged over the longer sequence.
    private static func tangentDistance(_ a: [Point], _ b: [Point]) -> Double {
        let n = a.count
        let m = b.count
        guard n > 0, m > 0 else { return .infinity }
        let width = max(band, abs(n - m))
        var previous = [Double](repeating: .infinity, count: m + 1)
        var current = [Double](repeating: .infinity, count: m + 1)
        previous[0] = 0
        for i in 1...n {
            current[0] = .infinity
            let low = max(1, i - width)
            let high = min(m, i + width)
            if low > 1 { current[low - 1] = .infinity }
            for j in low...high {
                let cost = max(0, 1 - a[i - 1].dot(b[j - 1])) / 2
                current[j] = cost + min(previous[j], previous[j - 1], current[j - 1])
            }
            if high < m { current[high + 1] = .infinity }
            swap(&previous, &current)
        }
        return previous[m] / Double(max(n, m))
    }
}
