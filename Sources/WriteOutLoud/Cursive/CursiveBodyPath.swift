/// The ink of a word's joined letters as one path: the strokes that sit on the baseline, in drawing order,
/// resampled evenly so that every stretch of ink weighs the same, each point remembering its drawn stroke
/// and time. Dots and cross bars (strokes that never come down to the baseline) are left out: they are
/// ``marks``.
struct CursiveBodyPath: Sendable {
    /// One resampled point of the body.
    struct Sample: Sendable {
        var point: Point
        var t: Double
        /// The drawn stroke (index into the ink) it lies on.
        var stroke: Int
    }

    var samples: [Sample]
    /// Drawn strokes that stay above the baseline (dots, cross bars), in drawing order.
    var marks: [Int]
    /// The line the letters sit on (y grows downward): the median of the body's low points.
    var baseline: Double
    /// Drawn units per letter-template unit: from the word's width against the template's, or from its height
    /// above the baseline against the template's where that says larger (a word written without one of its
    /// letters is narrower than its template, not lower).
    var scale: Double

    /// - Parameters:
    ///   - ink: the drawn word.
    ///   - templateWidth: the word's body width in letter-template units (the letters' entry-to-exit widths).
    ///   - templateHeight: how far the word's letters, marks included, reach above their baseline, in
    ///     letter-template units.
    ///   - xHeight: the letters' x-height in letter-template units.
    init(_ ink: Ink, templateWidth: Double, templateHeight: Double, xHeight: Double) {
        let paths = ink.strokes.map { Polyline.cleaned($0.path) }
        let box = BoundingBox(paths.joined()) ?? BoundingBox(point: .zero)
        let wide = max(box.width / max(templateWidth, 1), box.height / (4 * xHeight))
        self.init(ink, paths: paths, scale: wide > 0 && wide.isFinite ? wide : 1, xHeight: xHeight)
        let tall = (baseline - box.minY) / max(templateHeight, xHeight)
        if tall > scale, tall.isFinite { self = CursiveBodyPath(ink, paths: paths, scale: tall, xHeight: xHeight) }
    }

    /// The body and marks of `ink` (its strokes cleaned as `paths`) at `scale`.
    private init(_ ink: Ink, paths: [[Point]], scale: Double, xHeight: Double) {
        self.scale = scale
        let lowest = paths.joined().map(\.y).max() ?? 0
        let markLine = lowest - 0.5 * xHeight * scale
        var body: [Int] = []
        var marks: [Int] = []
        for (index, path) in paths.enumerated() where !path.isEmpty {
            if (path.map(\.y).max() ?? 0) < markLine { marks.append(index) } else { body.append(index) }
        }
        self.marks = marks
        let length = body.reduce(0) { $0 + Polyline.length(paths[$1]) }
        let step = max(Self.spacing * xHeight * scale, length / Double(Self.maximumSamples))
        samples = body.flatMap { Self.resampled(ink.strokes[$0], stroke: $0, step: step) }
        baseline = Self.baseline(of: samples.map(\.point), lowest: lowest, band: xHeight * scale)
    }

    /// Sample spacing, in x-heights.
    static let spacing = 0.04
    /// The most samples a body is resampled to (a scribble far longer than any word is sampled more coarsely).
    static let maximumSamples = 4000

    /// Whether sample `index` is the last of its drawn stroke while another body stroke follows (a pen lift).
    func isLift(after index: Int) -> Bool {
        index + 1 < samples.count && samples[index + 1].stroke != samples[index].stroke
    }

    /// The median height of the path's low points (where it turns back up) within an x-height of the lowest:
    /// letters touch the baseline at their bottoms, so a few sagging joins do not move it.
    private static func baseline(of points: [Point], lowest: Double, band: Double) -> Double {
        guard points.count > 2 else { return lowest }
        var bottoms: [Double] = []
        for index in points.indices {
            let y = points[index].y
            let before = index > 0 ? points[index - 1].y : -Double.infinity
            let after = index + 1 < points.count ? points[index + 1].y : -Double.infinity
            if y >= before, y >= after, y > lowest - band { bottoms.append(y) }
        }
        guard !bottoms.isEmpty else { return lowest }
        return bottoms.sorted()[bottoms.count / 2]
    }

    /// One drawn stroke resampled every `step` along its length, times interpolated.
    private static func resampled(_ stroke: InkStroke, stroke index: Int, step: Double) -> [Sample] {
        let points = stroke.points.filter { $0.x.isFinite && $0.y.isFinite && $0.t.isFinite }
        guard let first = points.first else { return [] }
        var samples = [Sample(point: first.point, t: first.t, stroke: index)]
        guard step > 0 else { return samples }
        var carried = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let length = a.point.distance(to: b.point)
            guard length > 0 else { continue }
            var along = step - carried
            while along <= length {
                let fraction = along / length
                samples.append(
                    Sample(point: a.point + (b.point - a.point) * fraction, t: a.t + (b.t - a.t) * fraction, stroke: index))
                along += step
            }
            carried = length - (along - step)
        }
        if let last = points.last, samples.last?.point != last.point {
            samples.append(Sample(point: last.point, t: last.t, stroke: index))
        }
        return samples
    }
}
