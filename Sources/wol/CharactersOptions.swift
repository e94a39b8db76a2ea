import ArgumentParser
import Foundation
import WriteOutLoud

/// The `--characters DIR` option every `wol characters` command takes, and how it finds the library without it.
struct CharactersLocation: ParsableArguments {
    @Option(
        name: .customLong("characters"),
        help: "Character library directory (default: $WOL_CHARACTERS, else the nearest Characters/ folder).")
    var path: String?

    /// The directory the option, `WOL_CHARACTERS` or the nearest `Characters/` folder points at
    /// (``ResourceLocator``), else `./Characters`.
    var directory: URL {
        ResourceLocator.locate(.characters, explicit: path)
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Characters")
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
