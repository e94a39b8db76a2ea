import ArgumentParser
import Foundation
import WriteOutLoud

/// The `--characters DIR` option every `wol characters` command takes, and how it finds the library without it.
struct CharactersLocation: ParsableArguments {
    @Option(
        name: .customLong("characters"),
        help: "Character library directory (default: $WOL_CHARACTERS, else ./Characters).")
    var path: String?

    /// The directory the option, the environment or the working directory points at.
    var directory: URL {
        if let path { return URL(fileURLWithPath: path) }
        if let path = ProcessInfo.processInfo.environment["WOL_CHARACTERS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Characters")
    }

    /// Opens the library.
    func library() throws(CharacterLibraryError) -> CharacterLibrary {
        try CharacterLibrary(directory: directory)
    }
}

/// Output formats of the listing commands.
enum CharactersOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// A one-line failure of a `wol characters` command.
struct CharactersCommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
