import WriteOutLoud

/// The tips given to correct writing: which kinds the failed strokes get, and how many direction tips tell a
/// stroke to run the way it already ran (its drawn start-to-end movement, on the canvas, follows the heading the
/// tip names), which a writer reads as the judge not looking.
struct TipTally {
    var strokes = 0
    var failed = 0
    /// Tips on failed strokes, by kind (the case name: `draw`, `move`, …).
    var onFailed: [String: Int] = [:]
    /// Direction tips (draw, startAndDraw) on any stroke, and those naming the way the stroke was drawn.
    var directionTips = 0
    var contradicting = 0
    /// Strokes with a join noted.
    var joined = 0

    mutating func add(_ analysis: StrokeAnalysis, ink: Ink) {
        for judgement in analysis.strokes {
            strokes += 1
            if !judgement.passed { failed += 1 }
            if judgement.tips.contains(where: { Self.kind($0) == "joined" }) { joined += 1 }
            let chord = judgement.drawnIndex.flatMap { index -> Point? in
                guard ink.strokes.indices.contains(index), let first = ink.strokes[index].path.first,
                    let last = ink.strokes[index].path.last
                else { return nil }
                return last - first
            }
            for tip in judgement.tips {
                if !judgement.passed { onFailed[Self.kind(tip), default: 0] += 1 }
                let heading: StrokeHeading
                switch tip {
                case .draw(let named), .startAndDraw(let named): heading = named
                default: continue
                }
                directionTips += 1
                if let chord, Self.follows(chord, heading) { contradicting += 1 }
            }
        }
    }

    mutating func add(_ other: TipTally) {
        strokes += other.strokes
        failed += other.failed
        onFailed.merge(other.onFailed, uniquingKeysWith: +)
        directionTips += other.directionTips
        contradicting += other.contradicting
        joined += other.joined
    }

    /// Whether a movement runs within 45° of the way a heading names (y down).
    static func follows(_ step: Point, _ heading: StrokeHeading) -> Bool {
        let x: Double = heading.horizontal == .leftToRight ? 1 : heading.horizontal == .rightToLeft ? -1 : 0
        let y: Double = heading.vertical == .topToBottom ? 1 : heading.vertical == .bottomToTop ? -1 : 0
        let named = Point(x: x, y: y)
        guard named.length > 0, step.length > 0 else { return false }
        return named.dot(step) / (named.length * step.length) >= 0.7071
    }

    static func kind(_ tip: StrokeTip) -> String {
        String(String(describing: tip).prefix { $0 != "(" })
    }

    static let header =
        "strokes | failed | direction tips | contradicting the drawn direction | joins noted | tips on failed strokes (most given first)"

    var row: String {
        let common = onFailed.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(6)
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "\(strokes) | \(failed) | \(directionTips) | \(contradicting) | \(joined) | \(common)"
    }
}
