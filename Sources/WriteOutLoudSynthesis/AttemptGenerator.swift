import Foundation
import WriteOutLoud

/// Synthesises learner attempts at one character, deterministically from a seed: natural variation
/// for correct strokes, and each kind of wrong stroke and structural mistake on demand.
///
/// Paths are built in the template frame, then placed on a random canvas (size, place, slight tilt)
/// and sampled like a real pen: minimum-jerk speed, a fixed sensor rate, and sensor noise. Used by the
/// stroke benchmark and by tests that need labelled attempts (e.g. calibration).
public struct AttemptGenerator {
    /// Wrong ways to draw one stroke, each a negative category of the benchmark.
    public enum NegativeKind: String, CaseIterable, Sendable {
        case reversed = "reversed direction"
        case otherStroke = "other stroke of the character"
        case otherType = "stroke of another type"
        case displaced = "displaced 25–40 %"
        case stretched = "stretched 2–3× on one axis"
        case scribble = "scribble or tap"
    }

    /// Structural mistakes, each with the issue the analyzer should report.
    public enum StructuralKind: String, CaseIterable, Sendable {
        case order, missing, extra, merged, split, reversed

        /// The issue a correct analysis reports for this mistake.
        public var issue: IssueKind {
            switch self {
            case .order: .order
            case .missing: .missing
            case .extra: .extra
            case .merged: .merged
            case .split: .split
            case .reversed: .reversed
            }
        }
    }

    /// A structural-mistake attempt and what a correct analysis reports.
    public struct StructuralCase: Sendable {
        public var ink: Ink
        public var kind: StructuralKind
        /// Template strokes the issue may name (empty for an extra stroke, whose issue names none).
        public var acceptableStrokes: Set<Int>
        /// For an extra stroke: its index in the ink.
        public var extraIndex: Int?
    }

    public let template: CharacterTemplate
    /// Longer side of the template's bounding box.
    public let characterSize: Double
    /// The generator's random source; callers draw from it too (e.g. which slot to spoil) so one seed fixes all.
    public var random: SplitMix64
    /// The grid the learner of the last placed attempt was given (see ``place(_:)``).
    public private(set) var writingBox = WritingBox(x: 0, y: 0, side: CharacterTemplate.boxSize)
    /// How the last placed attempt's template-frame paths were put on its canvas, before the pen's noise (see
    /// ``place(_:)``): where a stroke the generator wrote went.
    public private(set) var canvasTransform = SimilarityTransform.identity
    /// Draws the writing box's slack: a stream of its own, so the attempts are the same as before boxes were drawn.
    private var boxRandom: SplitMix64

    /// - Parameters:
    ///   - template: the character to write.
    ///   - seed: the same seed gives the same attempts on every machine.
    public init(template: CharacterTemplate, seed: UInt64) {
        self.template = template
        let points = template.strokes.flatMap(\.points)
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let width = (xs.max() ?? 0) - (xs.min() ?? 0)
        let height = (ys.max() ?? 0) - (ys.min() ?? 0)
        characterSize = max(width, height, 100)
        random = SplitMix64(seed: seed)
        boxRandom = SplitMix64(seed: seed ^ 0xB0C5_B0C5_B0C5_B0C5)
    }

    // MARK: - Attempts

    /// Every stroke drawn correctly with natural variation.
    public mutating func positive() -> Ink {
        place(template.strokes.map { natural($0.points) })
    }

    /// A correct attempt except stroke `slot`, drawn wrong in the given way; nil when the kind does
    /// not apply: no stroke of another type in the character, or a one-stroke character displaced or
    /// stretched (with no other stroke and no writing box in the ink, its place and size are the
    /// learner's choice).
    public mutating func negative(_ kind: NegativeKind, slot: Int) -> Ink? {
        if template.strokes.count < 2, kind == .displaced || kind == .stretched { return nil }
        var paths = template.strokes.map { natural($0.points) }
        let model = template.strokes[slot].points
        switch kind {
        case .reversed:
            paths[slot].reverse()
        case .otherStroke:
            let others = template.strokes.indices.filter { template.strokes[$0].type != template.strokes[slot].type }
            guard let other = random.pick(others) else { return nil }
            paths[slot] = moved(natural(template.strokes[other].points), toCentreOf: model)
        case .otherType:
            let type = random.pick(StrokeType.allCases.filter { $0 != template.strokes[slot].type }) ?? .dian
            paths[slot] = natural(shaped(StrokeTypeRecognizer.prototype(of: type), like: model))
        case .displaced:
            let angle = random.uniform(0...(2 * .pi))
            let distance = random.uniform(0.25...0.4) * characterSize
            paths[slot] = paths[slot].map { $0 + Point(x: cos(angle), y: sin(angle)) * distance }
        case .stretched:
            paths[slot] = stretched(paths[slot], model: model)
        case .scribble:
            paths[slot] = random.uniform(0...1) < 0.5 ? scribble(around: model) : tap(at: model)
        }
        return place(paths)
    }

    /// A correct attempt with one structural mistake.
    public mutating func structural(_ kind: StructuralKind) -> StructuralCase? {
        var paths = template.strokes.map { natural($0.points) }
        let count = paths.count
        let slot = Int.random(in: 0..<count, using: &random)
        switch kind {
        case .order:
            guard count > 1 else { return nil }
            var target = Int.random(in: 0..<(count - 1), using: &random)
            if target >= slot { target += 1 }
            let stroke = paths.remove(at: slot)
            paths.insert(stroke, at: target)
            var acceptable: Set<Int> = [slot]
            if abs(target - slot) == 1 { acceptable.insert(target) }
            return StructuralCase(ink: place(paths), kind: kind, acceptableStrokes: acceptable)
        case .missing:
            guard count > 1 else { return nil }
            paths.remove(at: slot)
            return StructuralCase(ink: place(paths), kind: kind, acceptableStrokes: [slot])
        case .extra:
            let type = random.pick(StrokeType.allCases) ?? .dian
            let size = random.uniform(0.2...0.5) * characterSize
            let centre = Point(x: random.uniform(150...874), y: random.uniform(150...874))
            let box = [centre - Point(x: size / 2, y: size / 2), centre + Point(x: size / 2, y: size / 2)]
            let index = Int.random(in: 0...count, using: &random)
            paths.insert(natural(shaped(StrokeTypeRecognizer.prototype(of: type), like: box)), at: index)
            return StructuralCase(ink: place(paths), kind: kind, acceptableStrokes: [], extraIndex: index)
        case .merged:
            guard count > 1 else { return nil }
            let first = min(slot, count - 2)
            let joined = paths[first] + paths[first + 1]
            paths.replaceSubrange(first...(first + 1), with: [joined])
            return StructuralCase(ink: place(paths), kind: kind, acceptableStrokes: [first])
        case .split:
            let dense = Polyline.resample(paths[slot], count: 100)
            let cut = Int.random(in: 30...70, using: &random)
            let gap = Int.random(in: 3...8, using: &random)
            paths.replaceSubrange(slot...slot, with: [Array(dense[..<cut]), Array(dense[(cut + gap)...])])
            return StructuralCase(ink: place(paths), kind: kind, acceptableStrokes: [slot])
        case .reversed:
            paths[slot].reverse()
            return StructuralCase(ink: place(paths), kind: kind, acceptableStrokes: [slot])
        }
    }

    // MARK: - Natural variation

    /// The template path as a learner might draw it: over- or undershot ends, a smooth wobble, and a
    /// small shift, scale and turn of the whole stroke.
    public mutating func natural(_ path: [Point]) -> [Point] {
        let length = Polyline.length(path)
        guard length > 0 else { return path }
        var dense = Polyline.resample(path, count: 64)
        dense = extended(dense, start: random.uniform(-0.06...0.06), end: random.uniform(-0.08...0.08))
        let waves = (1...3).map { k in
            (amplitude: random.normal(0.008 * characterSize / Double(k)), phase: random.uniform(0...(2 * .pi)), k: k)
        }
        let wobbled = dense.indices.map { index -> Point in
            let before = dense[max(index - 1, 0)]
            let after = dense[min(index + 1, dense.count - 1)]
            let tangent = after - before
            let normal = tangent.length > 0 ? Point(x: -tangent.y, y: tangent.x) / tangent.length : .zero
            let s = Double(index) / Double(dense.count - 1)
            let offset = waves.reduce(0.0) { $0 + $1.amplitude * sin(Double.pi * Double($1.k) * s + $1.phase) }
            return dense[index] + normal * offset
        }
        let centre = Polyline.centroid(wobbled)
        let scale = random.uniform(0.9...1.1)
        let angle = random.normal(0.04)
        let shift = Point(x: random.normal(0.02 * characterSize), y: random.normal(0.02 * characterSize))
        return wobbled.map { point in
            let p = (point - centre) * scale
            return Point(x: cos(angle) * p.x - sin(angle) * p.y, y: sin(angle) * p.x + cos(angle) * p.y)
                + centre + shift
        }
    }

    /// Lengthens (positive fraction) or shortens (negative) each end of an evenly sampled path.
    private func extended(_ dense: [Point], start: Double, end: Double) -> [Point] {
        guard dense.count > 2 else { return dense }
        let step = Polyline.length(dense) / Double(dense.count - 1)
        var result = dense
        let endCut = Int((-end * Double(dense.count)).rounded())
        if endCut > 0 { result.removeLast(min(endCut, result.count - 2)) }
        let startCut = Int((-start * Double(dense.count)).rounded())
        if startCut > 0 { result.removeFirst(min(startCut, result.count - 2)) }
        if end > 0, let last = result.last, result.count > 1 {
            let direction = last - result[result.count - 2]
            let unit = direction.length > 0 ? direction / direction.length : .zero
            for k in 1...max(1, Int(end * Double(dense.count))) { result.append(last + unit * (step * Double(k))) }
        }
        if start > 0, let first = result.first, result.count > 1 {
            let direction = first - result[1]
            let unit = direction.length > 0 ? direction / direction.length : .zero
            let added = (1...max(1, Int(start * Double(dense.count)))).map { first + unit * (step * Double($0)) }
            result.insert(contentsOf: added.reversed(), at: 0)
        }
        return result
    }

    // MARK: - Wrong strokes

    private func centre(of path: [Point]) -> Point {
        let xs = path.map(\.x)
        let ys = path.map(\.y)
        return Point(x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
    }

    private func extent(of path: [Point]) -> (width: Double, height: Double) {
        let xs = path.map(\.x)
        let ys = path.map(\.y)
        return ((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
    }

    private func moved(_ path: [Point], toCentreOf model: [Point]) -> [Point] {
        let shift = centre(of: model) - centre(of: path)
        return path.map { $0 + shift }
    }

    /// A unit-box prototype scaled so its longer side matches the model's, centred on it.
    private func shaped(_ prototype: [Point], like model: [Point]) -> [Point] {
        let size = extent(of: model)
        let own = extent(of: prototype)
        let scale = max(size.width, size.height, 0.08 * characterSize) / max(own.width, own.height, 1e-9)
        return moved(prototype.map { $0 * scale }, toCentreOf: model)
    }

    /// Stretched 2–3× about its centre along the axis where the model is longer.
    private mutating func stretched(_ path: [Point], model: [Point]) -> [Point] {
        let factor = random.uniform(2...3)
        let size = extent(of: model)
        let alongX = size.width >= size.height
        let middle = centre(of: path)
        return path.map { point in
            let p = point - middle
            return middle + (alongX ? Point(x: p.x * factor, y: p.y) : Point(x: p.x, y: p.y * factor))
        }
    }

    private mutating func scribble(around model: [Point]) -> [Point] {
        let middle = centre(of: model)
        let size = extent(of: model)
        let half = Point(x: max(size.width, 0.15 * characterSize) / 2, y: max(size.height, 0.15 * characterSize) / 2)
        let corners = (0..<Int.random(in: 6...12, using: &random)).map { _ in
            middle + Point(x: random.uniform(-1...1) * half.x, y: random.uniform(-1...1) * half.y)
        }
        return corners
    }

    private mutating func tap(at model: [Point]) -> [Point] {
        let middle = centre(of: model)
        return (0..<Int.random(in: 1...3, using: &random)).map { _ in
            middle + Point(x: random.uniform(-3...3), y: random.uniform(-3...3))
        }
    }

    // MARK: - Canvas and pen

    /// Places template-frame paths on a random canvas and samples them like a pen would, and draws the
    /// writing box the learner was given: the character fills 85–110 % of it and sits off its centre by a
    /// normal 4 % of its side on each axis, as a learner writing in a grid does not fill it exactly.
    public mutating func place(_ paths: [[Point]]) -> Ink {
        place(movements: paths.map { [PenMovement(path: $0)] })
    }

    /// ``place(_:)`` for strokes the pen draws in several movements without lifting (two strokes run together
    /// and the hairline between them): each movement is sampled on its own, so the pen slows where one ends and
    /// the next begins, as it does at a turn, and keeps as many points as the movement allows.
    public mutating func place(movements: [[PenMovement]]) -> Ink {
        let width = random.uniform(300...2400)
        let height = width * random.uniform(0.6...1.6)
        let box = min(width, height) * random.uniform(0.45...0.9)
        let scale = box / CharacterTemplate.boxSize
        let angle = random.normal(0.05)
        let origin = Point(x: random.uniform(0...(width - box)), y: random.uniform(0...(height - box)))
        let gridSide = box / boxRandom.uniform(0.85...1.1)
        let gridCentre = origin + Point(x: box / 2, y: box / 2)
            + Point(x: boxRandom.normal(0.04 * gridSide), y: boxRandom.normal(0.04 * gridSide))
        writingBox = WritingBox(x: gridCentre.x - gridSide / 2, y: gridCentre.y - gridSide / 2, side: gridSide)
        let boxCentre = Point(x: CharacterTemplate.boxSize / 2, y: CharacterTemplate.boxSize / 2)
        func toCanvas(_ point: Point) -> Point {
            let p = (point - boxCentre) * scale
            return Point(x: cos(angle) * p.x - sin(angle) * p.y, y: sin(angle) * p.x + cos(angle) * p.y)
                + origin + Point(x: box / 2, y: box / 2)
        }
        let turned = SimilarityTransform(scale: scale, rotation: angle, translation: .zero).apply(boxCentre)
        canvasTransform = SimilarityTransform(
            scale: scale, rotation: angle, translation: origin + Point(x: box / 2, y: box / 2) - turned)
        let rate = random.pick([60.0, 120, 240]) ?? 120
        let noise = 0.002 * characterSize * scale
        var time = random.uniform(0...1)
        let strokes = movements.map { stroke -> InkStroke in
            var points: [InkPoint] = []
            for movement in stroke {
                let start = points.last?.t ?? time
                var sampled = penSamples(movement.path, rate: rate).map { sample -> InkPoint in
                    let canvas = toCanvas(sample.point)
                    return InkPoint(
                        x: canvas.x + random.normal(noise), y: canvas.y + random.normal(noise), t: start + sample.time)
                }
                if let kept = movement.points { sampled = thinned(sampled, to: Int.random(in: kept, using: &random)) }
                // A movement after the first starts where the last one ended: that point is drawn already.
                points += points.isEmpty ? sampled : Array(sampled.dropFirst())
            }
            time += (points.last?.t ?? time) - time + random.uniform(0.2...0.6)
            return InkStroke(points: points)
        }
        return Ink(width: width, height: height, strokes: strokes)
    }

    /// Samples along the path at `rate` Hz with a minimum-jerk speed profile.
    private mutating func penSamples(_ path: [Point], rate: Double) -> [(point: Point, time: Double)] {
        let length = Polyline.length(path)
        guard length > 0, path.count > 1 else { return path.map { ($0, 0) } }
        let duration = 0.15 + length / random.uniform(400...1200)
        let dense = Polyline.resample(path, count: 256)
        let count = max(2, Int(duration * rate) + 1)
        return (0..<count).map { index in
            let tau = min(Double(index) / rate / duration, 1)
            let s = tau * tau * tau * (10 - 15 * tau + 6 * tau * tau)
            let position = s * Double(dense.count - 1)
            let lower = min(Int(position), dense.count - 2)
            let fraction = position - Double(lower)
            return (dense[lower] + (dense[lower + 1] - dense[lower]) * fraction, Double(index) / rate)
        }
    }
}
