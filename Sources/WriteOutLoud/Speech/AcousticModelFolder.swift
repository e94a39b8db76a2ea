import Foundation

/// Checks that a folder holds a PocketSphinx acoustic model before PocketSphinx reads it: PocketSphinx ends the
/// whole process, with no error to catch, on some malformed model files (a model definition it cannot parse).
enum AcousticModelFolder {
    /// Files every model has, and the bytes each may start with: a binary or text (version 0.3) model
    /// definition, Sphinx-3 parameter files.
    static let requiredFiles: [(name: String, magic: [String])] = [
        ("mdef", ["BMDF", "0.3"]), ("means", ["s3\n"]), ("variances", ["s3\n"]), ("transition_matrices", ["s3\n"]),
    ]
    /// One of these holds the mixture weights.
    static let mixtureWeightFiles = ["sendump", "mixture_weights"]

    /// - Throws: ``SpeechError`` naming the folder and the first file that is missing or not what it should be.
    static func check(_ folder: URL) throws(SpeechError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw SpeechError(subject: folder.path, reason: .missingFile)
        }
        for (name, magic) in requiredFiles {
            let file = folder.appendingPathComponent(name)
            guard let handle = try? FileHandle(forReadingFrom: file) else {
                throw SpeechError(subject: folder.path, reason: .invalidInput("has no readable \(name)"))
            }
            defer { try? handle.close() }
            let start = (try? handle.read(upToCount: 4)) ?? Data()
            guard magic.contains(where: { start.starts(with: Data($0.utf8)) }) else {
                throw SpeechError(
                    subject: folder.path, reason: .invalidInput("\(name) is not a PocketSphinx model file"))
            }
        }
        let readable = { (name: String) in
            FileManager.default.isReadableFile(atPath: folder.appendingPathComponent(name).path)
        }
        guard mixtureWeightFiles.contains(where: readable) else {
            throw SpeechError(subject: folder.path, reason: .invalidInput("has no readable sendump or mixture_weights"))
        }
    }
}
