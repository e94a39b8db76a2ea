import WriteOutLoud

/// The tips given to correct writing: which kinds the failed strokes get, and how many direction tips tell a
/// stroke to run the way it already ran (its drawn movement, on the canvas, follows the heading the tip names),
/// which a writer reads as the judge not looking.
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

    /// A direction tip naming the way its stroke was drawn: the tip, and the drawn movement it names (canvas units).
    struct Contradiction {
        var judgement: StrokeJudgement
        var tip: StrokeTip
        var movement: Point
    }

    /// Counts `analysis`'s tips; returns the direction tips that contradict the drawn direction.
    /// - Parameters:
    ///   - ink: the drawing judged.
    ///   - written: each template stroke as the writer drew it (a generated hand's own strokes, without tails,
    ///     entries or the hairline of a pair run together), when known: its main movement (start to the point
    ///     furthest from there) is the drawn direction. Without it, the drawn stroke the judge read it from gives
    ///     its start-to-end chord, which for a pair run together or a stroke with a tail is not this stroke's way.
    @discardableResult
    mutating func add(_ analysis: StrokeAnalysis, ink: Ink, written: [[Point]]? = nil) -> [Contradiction] {
        var found: [Contradiction] = []
        for judgement in analysis.strokes {
            strokes += 1
            if !judgement.passed { failed += 1 }
            if judgement.tips.contains(where: { Self.kind($0) == "joined" }) { joined += 1 }
            let movement = judgement.drawnIndex.flatMap { index -> Point? in
                if let written {
                    guard let path = written.indices.contains(judgement.templateIndex)
                        ? written[judgement.templateIndex] : nil, !path.isEmpty
                    else { return nil }
                    return Polyline.mainMovement(path)
                }
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
                if let movement, heading.isFollowed(by: movement) {
                    contradicting += 1
                    found.append(Contradiction(judgement: judgement, tip: tip, movement: movement))
                }
            }
        }
        return found
    }

    mutating func add(_ other: TipTally) {
        strokes += other.strokes
        failed += other.failed
        onFailed.merge(other.onFailed, uniquingKeysWith: +)
        directionTips += other.directionTips
        contradicting += other.contradicting
        joined += other.joined
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
