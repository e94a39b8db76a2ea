import Foundation

/// The character library committed in the repository's `Characters/` folder.
enum ShippedLibrary {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Characters
        .deletingLastPathComponent()  // WriteOutLoudTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository
        .appendingPathComponent("Characters")
}
