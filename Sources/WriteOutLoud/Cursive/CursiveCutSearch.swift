import Foundation

/// The dynamic programme behind ``CursiveWordSplitter``: the cheapest way through a word's body from its first
/// point to its last, cut only at points near the baseline, each piece read as the letter due, a swapped pair,
/// or nothing, and letters left out where the ink has none.
struct CursiveCutSearch {
    /// One step of the cheapest reading, in body samples.
    enum Step: Equatable {
        /// Letter `k` drawn from sample `first` through `last`.
        case letter(Int, first: Int, last: Int)
        /// Letters `k + 1` then `k` drawn in that order: `k + 1` from `first` to `middle`, `k` on to `last`.
        case swapped(Int, first: Int, middle: Int, last: Int)
        /// Ink that is no letter.
        case extra(first: Int, last: Int)
    }

    private let body: CursiveBodyPath
    private let models: [CursiveWordSplitter.Model]
    /// Where the drawn dots and bars lie (their centres).
    private let markCentres: [Point]
    /// Sample indices where a cut may fall, ascending.
    private let cuts: [Int]
    /// Cuts a piece may span at most.
    private let reach: Int
    private var costs: [Double]
    /// The loops the body closes where it crosses itself, in body samples.
    private let loops: [Polyline.Loop]

    init(body: CursiveBodyPath, models: [CursiveWordSplitter.Model], markCentres: [Point]) {
        self.body = body
        self.models = models
        self.markCentres = markCentres
        let xHeight = CursiveWordSplitter.xHeight * body.scale
        let band = CursiveWordSplitter.cutBand * xHeight
        let samples = body.samples
        cuts = samples.indices.filter { index in
            index == 0 || index == samples.count - 1 || samples[index].point.y >= body.baseline - band
                || samples[index].stroke != samples[index - 1].stroke
                || samples[index].stroke != samples[index + 1].stroke
        }
        let longest = (models.map(\.length).max() ?? 0) * 1.9 * body.scale
        let step = CursiveBodyPath.spacing * xHeight
        reach = Int((longest / max(step, 1e-9)).rounded(.up)) + 1
        costs = Array(repeating: .nan, count: cuts.count * (reach + 1) * max(models.count, 1))
        loops = Polyline.loops(samples.map(\.point), gap: body.isLift(after:))
    }

    /// The cheapest reading of the body as the word's letters, in drawing order.
    mutating func bestSteps() -> [Step] {
        let n = models.count
        guard cuts.count > 1 else { return [] }
        struct Back { var from: (cut: Int, k: Int); var step: Step? }
        var best = Array(repeating: Array(repeating: Double.infinity, count: n + 1), count: cuts.count)
        var back = Array(repeating: [Back?](repeating: nil, count: n + 1), count: cuts.count)
        best[0][0] = 0
        func relax(_ cut: Int, _ k: Int, _ cost: Double, from: (Int, Int), _ step: Step?) {
            guard cost < best[cut][k] else { return }
            best[cut][k] = cost
            back[cut][k] = Back(from: from, step: step)
        }
        for a in cuts.indices {
            for k in 0...n where best[a][k].isFinite {
                let here = best[a][k]
                if k < n { relax(a, k + 1, here + CursiveWordSplitter.omissionCost, from: (a, k), nil) }
                if a + 1 < cuts.count, cuts[a + 1] == cuts[a] + 1, body.isLift(after: cuts[a]) {
                    relax(a + 1, k, here, from: (a, k), nil)
                }
                for b in (a + 1)..<min(cuts.count, a + 1 + reach) where cuts[b] - cuts[a] <= reach {
                    relax(b, k, here + CursiveWordSplitter.extraCost, from: (a, k), .extra(first: cuts[a], last: cuts[b]))
                    guard k < n else { continue }
                    let matched = cost(a, b, k)
                    if matched.isFinite {
                        relax(b, k + 1, here + matched, from: (a, k), .letter(k, first: cuts[a], last: cuts[b]))
                    }
                    guard k + 1 < n, models[k].points != models[k + 1].points else { continue }
                    let second = cost(a, b, k + 1)
                    guard second.isFinite else { continue }
                    for c in (b + 1)..<min(cuts.count, b + 1 + reach) where cuts[c] - cuts[b] <= reach {
                        let first = cost(b, c, k)
                        guard first.isFinite else { continue }
                        relax(
                            c, k + 2, here + second + first + CursiveWordSplitter.swapCost, from: (a, k),
                            .swapped(k, first: cuts[a], middle: cuts[b], last: cuts[c]))
                    }
                }
            }
        }
        var steps: [Step] = []
        var state = (cuts.count - 1, n)
        while let previous = back[state.0][state.1] {
            if let step = previous.step { steps.append(step) }
            state = previous.from
        }
        return steps.reversed()
    }

    /// What reading the body from cut `a` to cut `b` as letter `k` costs: the piece's shape distance from the
    /// letter's joined stroke (both centred and brought to one size, in x-heights), its headings and loop against
    /// the letter's, its marks, how far its size is off, and a cost per pen lift inside it; infinite for a piece
    /// far too short or too long to be that letter.
    private mutating func cost(_ a: Int, _ b: Int, _ k: Int) -> Double {
        let slot = (a * (reach + 1) + b - a) * models.count + k
        if !costs[slot].isNaN { return costs[slot] }
        let model = models[k]
        let piece = body.samples[cuts[a]...cuts[b]]
        let path = piece.map { $0.point / body.scale }
        let length = Polyline.length(path)
        var value = Double.infinity
        if length >= 0.45 * model.length, length <= 1.9 * model.length {
            let points = CursiveWordSplitter.centred(Polyline.resample(path, count: CursiveWordSplitter.comparedPoints))
            let radius = CursiveWordSplitter.rms(points)
            if radius > 0, model.radius > 0 {
                let fit = model.radius / radius
                let distance = zip(points, model.points).reduce(0) { $0 + ($1.0 * fit).distance(to: $1.1) }
                let shape = distance / Double(points.count) / CursiveWordSplitter.xHeight
                let lifts = (cuts[a]..<cuts[b]).filter { body.isLift(after: $0) }.count
                let turning = CursiveWordSplitter.headingDistance(points, model.headings)
                let drawn = piece.map(\.point)
                let drawnLoop = loops.reduce(0) { $1.first >= cuts[a] && $1.last <= cuts[b] ? max($0, $1.area) : $0 }
                let loop = abs(drawnLoop / (body.scale * body.scale) * fit * fit - model.loop)
                    / (CursiveWordSplitter.xHeight * CursiveWordSplitter.xHeight)
                value = shape + CursiveWordSplitter.headingWeight * turning
                    + CursiveWordSplitter.loopWeight * loop
                    + CursiveWordSplitter.markWeight * markDistance(drawn, model: model)
                    + CursiveWordSplitter.strayMarkWeight * strayMarks(over: drawn, model: model)
                    + CursiveWordSplitter.sizeWeight * abs(log(radius / model.radius))
                    + CursiveWordSplitter.liftCost * Double(lifts)
            }
        }
        costs[slot] = value
        return value
    }

    /// How many drawn marks stand over the top of a piece read as a letter that has none (their centres within
    /// half an x-height across of the piece's highest point, and above its lowest): an i's dot or a t's bar does
    /// not belong to an l or a d, so a piece under one is not read as such a letter while the dotted letter is
    /// called missing. A mark beside a letter's top, as an i's dot beside a d's bowl, does not count.
    private func strayMarks(over piece: [Point], model: CursiveWordSplitter.Model) -> Double {
        guard model.marks.isEmpty, !markCentres.isEmpty, var top = piece.first else { return 0 }
        var lowest = top.y
        for point in piece {
            if point.y < top.y { top = point }
            lowest = max(lowest, point.y)
        }
        let reach = 0.5 * CursiveWordSplitter.xHeight * body.scale
        return Double(markCentres.filter { abs($0.x - top.x) <= reach && $0.y <= lowest }.count)
    }

    /// How far, in x-heights (at most 1), the nearest drawn mark lies from each of the letter's own marks as they
    /// would sit on this piece (carried by the boxes of the piece and of the letter's joined stroke), summed: an
    /// i wants its dot above it, a t its bar across its stem, so the two are told apart by their marks too.
    private func markDistance(_ piece: [Point], model: CursiveWordSplitter.Model) -> Double {
        guard !model.marks.isEmpty, let drawn = BoundingBox(piece) else { return 0 }
        let box = model.box
        let xHeight = CursiveWordSplitter.xHeight * body.scale
        return model.marks.reduce(0) { sum, mark in
            let due = Point(
                x: drawn.minX + (mark.x - box.minX) / max(box.width, 1) * drawn.width,
                y: drawn.minY + (mark.y - box.minY) / max(box.height, 1) * drawn.height)
            let nearest = markCentres.map { $0.distance(to: due) }.min() ?? .infinity
            return sum + min(1, nearest / xHeight)
        }
    }
}
