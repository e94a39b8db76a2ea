import Foundation
import WriteOutLoud

/// Folders of this checkout that tests read: the shipped characters, lexicon and fixtures.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let characters = root.appendingPathComponent("Characters")
    static let models = root.appendingPathComponent("Models")
    static let fixtures = root.appendingPathComponent("Fixtures")
    /// The acoustic model `wol` hears with unless told otherwise.
    static let acousticModel = RecognizerConfiguration.defaultAcousticModel(modelsDirectory: models)
}
