import ArgumentParser
import WriteOutLoudSynthesis

/// `--joins tails,entries,dots,pairs`: which kinds of join the joined hands make, to measure what each costs.
extension JoinKinds: ExpressibleByArgument {
    public init?(argument: String) {
        var kinds: JoinKinds = []
        for name in argument.split(separator: ",") {
            guard let kind = Self.names[String(name)] else { return nil }
            kinds.insert(kind)
        }
        self = kinds
    }

    public static var defaultCompletionKind: CompletionKind { .list(names.keys.sorted()) }

    private static let names: [String: JoinKinds] = [
        "tails": .tails, "entries": .entries, "dots": .dotVariants, "pairs": .pairs, "all": .all,
    ]
}
