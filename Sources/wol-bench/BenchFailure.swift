/// A benchmark that could not run or finish (unreadable corpus, data folder, model, or an output it cannot
/// write). Not a `ValidationError`: the command line was right, so it exits 1, not 64 (usage).
struct BenchFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
