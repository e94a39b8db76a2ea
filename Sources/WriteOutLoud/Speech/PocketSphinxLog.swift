internal import CPocketSphinx
import Foundation

/// Keeps PocketSphinx's chatter off the user's terminal while still letting a failed start say why.
///
/// PocketSphinx logs to one process-wide stream, so every change of that stream goes through one lock.
enum PocketSphinxLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var silenced = false

    /// Turns PocketSphinx logging off for the whole process (idempotent).
    static func silence() {
        lock.withLock {
            if !silenced {
                err_set_logfp(nil)
                silenced = true
            }
        }
    }

    /// Runs `body` with PocketSphinx logging to a temporary file, then silences it again.
    ///
    /// The file is unlinked as soon as it is opened and read back through the open stream: a FATAL error in
    /// PocketSphinx exits the process from inside `body`, and the log must not be left in the temporary directory.
    /// - Returns: what `body` returned, and the last error line logged (nil when none was).
    static func capturing<T>(_ body: () -> T) -> (T, String?) {
        lock.lock()
        defer { lock.unlock() }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("wol-pocketsphinx-\(UUID().uuidString).log").path
        guard let file = fopen(path, "w+") else {
            err_set_logfp(nil)
            silenced = true
            return (body(), nil)
        }
        unlink(path)
        err_set_logfp(file)
        let result = body()
        err_set_logfp(nil)
        silenced = true
        let log = contents(of: file)
        fclose(file)
        return (result, lastError(in: log))
    }

    /// Everything written to `file` so far, read from its start.
    private static func contents(of file: UnsafeMutablePointer<FILE>) -> String {
        fflush(file)
        rewind(file)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 {
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The last ERROR or FATAL line of a log, without its source-location prefix.
    static func lastError(in log: String) -> String? {
        let line = log.split(separator: "\n").last { $0.hasPrefix("ERROR") || $0.hasPrefix("FATAL") }
        guard let line else { return nil }
        guard let location = line.range(of: #"^[A-Z_]+: "[^"]*", line [0-9]+: "#, options: .regularExpression) else {
            return String(line)
        }
        return String(line[location.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
}
