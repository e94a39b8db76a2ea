import ArgumentParser

/// Refuses an empty path argument, which Foundation would quietly read as the current directory and then
/// name that directory in its error instead of what the user typed.
func ensureNoEmptyPath(_ paths: [String]) throws {
    if let index = paths.firstIndex(of: "") {
        throw ValidationError("file name \(index + 1) of \(paths.count) is empty (\"\")")
    }
}
