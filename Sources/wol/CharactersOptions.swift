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

    /// Opens the library. A library in a learner's format gets its stroke types from a recogniser that learned
    /// from the shipped library (`$WOL_CHARACTERS` or the nearest `Characters/`), when there is one.
    func library() throws(CharacterLibraryError) -> CharacterLibrary {
        let library = try CharacterLibrary(directory: directory)
        guard library.isConvertedOnDemand, let shipped = ResourceLocator.locate(.characters, explicit: nil),
            shipped.standardizedFileURL != directory.standardizedFileURL
        else { return library }
        let teacher = try StrokeTypeRecognizer(library: CharacterLibrary(directory: shipped))
        return try CharacterLibrary(directory: directory, strokeTypes: teacher)
    }

    /// A stroke-type recogniser that learned from this library's labelled strokes, for importers of data
    /// without stroke types; only the built-in prototypes when no library was named and none is found.
    func strokeTypeRecognizer() throws(CharacterLibraryError) -> StrokeTypeRecognizer {
        guard path != nil || FileManager.default.fileExists(atPath: directory.path) else {
            printError("wol: no character library found; stroke types come from the built-in prototypes only")
            return StrokeTypeRecognizer()
        }
        return try StrokeTypeRecognizer(library: library())
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
