import Foundation

/// A new folder in the temporary directory for one test's files, removed with everything in it when the last
/// reference to it goes. A suite keeps one as a stored property: Swift Testing makes a suite instance per test,
/// so what a test writes there goes when the test ends, passed or failed, instead of piling up in /tmp.
///
/// A folder that cannot be made shows as the first write into it failing.
final class TemporaryFolder: Sendable {
    let url: URL

    /// Makes `<temporary directory>/<prefix>-<UUID>`.
    init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
