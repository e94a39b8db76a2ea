import ArgumentParser

/// Refuses an empty path argument, which Foundation would quietly read as the current directory and then
/// name that directory in its error instead of what the user typed.
func ensureNoEmptyPath(_ paths: [String]) throws {
    if let index = paths.firstIndex(of: "") {
        throw ValidationError(emptyPathProblem(at: index, of: paths.count))
    }
}

/// What is wrong with the empty path at `index` (from 0) of `count` paths.
func emptyPathProblem(at index: Int, of count: Int) -> String {
    "file name \(index + 1) of \(count) is empty (\"\")"
}
