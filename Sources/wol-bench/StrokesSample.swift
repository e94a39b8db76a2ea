import WriteOutLoud

/// Which library characters the stroke benchmark runs on: the most frequent ones, plus a seeded
/// sample of the rest stratified by stroke count, so rare short and long characters are represented.
struct StrokesSample {
    /// Stroke-count groups the report breaks figures down by.
    enum Group: String, CaseIterable, Comparable {
        case one = "1"
        case two = "2"
        case few = "3–5"
        case many = "6+"

        init(strokeCount: Int) {
            switch strokeCount {
            case ...1: self = .one
            case 2: self = .two
            case 3...5: self = .few
            default: self = .many
            }
        }

        private var rank: Int {
            switch self {
            case .one: 0
            case .two: 1
            case .few: 2
            case .many: 3
            }
        }

        static func < (lhs: Group, rhs: Group) -> Bool { lhs.rank < rhs.rank }
    }

    /// Picked characters, most frequent first, then the stratified extras by stroke count.
    var characters: [CharacterSummary]

    /// - Parameters:
    ///   - summaries: the library's characters in listing order (most frequent first).
    ///   - frequent: how many of the most frequent characters to take.
    ///   - perStrokeCount: how many more to draw at random for every stroke count, from those not yet taken.
    ///   - seed: seed of the draw.
    init(summaries: [CharacterSummary], frequent: Int, perStrokeCount: Int, seed: UInt64) {
        let head = Array(summaries.prefix(max(frequent, 0)))
        let taken = Set(head.map(\.character))
        var random = SplitMix64(seed: seed ^ 0x5EED_C4A2)
        let rest = Dictionary(grouping: summaries.filter { !taken.contains($0.character) }, by: \.strokeCount)
        var extras: [CharacterSummary] = []
        for count in rest.keys.sorted() {
            let pool = rest[count] ?? []
            extras += pool.shuffled(using: &random).prefix(max(perStrokeCount, 0))
        }
        characters = head + extras
    }

    /// How many characters of each group were picked.
    var groupSizes: [Group: Int] {
        characters.reduce(into: [:]) { $0[Group(strokeCount: $1.strokeCount), default: 0] += 1 }
    }
}
