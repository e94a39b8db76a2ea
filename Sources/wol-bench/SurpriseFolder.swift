import Foundation
import WriteOutLoud

/// The folder `wol-bench strokes --save-surprises` writes the surprising attempts into: a new one, so no file of
/// the user's is overwritten, checked before the benchmark runs and written when it ends.
enum SurpriseFolder {
    /// - Throws: ``BenchFailure`` when `path` names a file, or a folder that already holds something.
    static func checkNew(_ path: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return }
        let contents = isFolder.boolValue ? (try? FileManager.default.contentsOfDirectory(atPath: path)) : nil
        guard contents?.isEmpty == true else {
            throw BenchFailure("\(path): --save-surprises needs a new or empty folder, and this one is not")
        }
    }

    /// Writes each recording as pretty-printed JSON named by its `name`.
    static func write(_ recordings: [(name: String, recording: Recording)], to path: String) throws {
        let folder = URL(fileURLWithPath: path)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, recording) in recordings {
                try encoder.encode(recording).write(to: folder.appendingPathComponent(name), options: .withoutOverwriting)
            }
        } catch {
            throw BenchFailure("\(path): the surprising attempts cannot be written: \(error.localizedDescription)")
        }
    }
}
