import Foundation

/// A one-line progress display on stderr, redrawn in place; silent when stderr is not a terminal so that logs
/// and pipes stay clean.
struct ProgressLine {
    let total: Int
    private let enabled = isatty(STDERR_FILENO) == 1

    init(total: Int) {
        self.total = total
    }

    func show(_ done: Int, _ item: String) {
        guard enabled, total > 1 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] \(item)".utf8))
    }

    func finish() {
        guard enabled, total > 1 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
