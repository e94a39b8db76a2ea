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

    /// Opens the library; a library in a learner's format names its stroke types with ``strokeTypeRecognizer()``.
    func library() throws(CharacterLibraryError) -> CharacterLibrary {
        let library = try CharacterLibrary(directory: directory)
        guard library.isConvertedOnDemand else { return library }
        return try CharacterLibrary(directory: directory, strokeTypes: strokeTypeRecognizer())
    }

    /// Every character's summary, most frequent first; an unusable library becomes `command`'s one-line error
    /// and exit code 3.
    func summaries(reportedBy command: String) throws -> [CharacterSummary] {
        do {
            return try library().summaries()
        } catch {
            throw CLIError.setup(error.description).reported(by: command)
        }
    }

    /// Opens the library, naming the stroke types of a learner's format with `strokeTypes`.
    func library(strokeTypes: StrokeTypeRecognizer) throws(CharacterLibraryError) -> CharacterLibrary {
        try CharacterLibrary(directory: directory, strokeTypes: strokeTypes)
    }

    /// The recogniser that names stroke types, built from the library's `stroke-exemplars.bin` (or its templates).
    ///
    /// It learns from this library's labelled strokes; for a library in a learner's format, whose types would be
    /// its own guesses, from the shipped library (`$WOL_CHARACTERS` or the nearest `Characters/`) instead; from
    /// the built-in prototypes only when neither is found.
    func strokeTypeRecognizer() throws(CharacterLibraryError) -> StrokeTypeRecognizer {
        guard path != nil || FileManager.default.fileExists(atPath: directory.path) else {
            printError("wol: no character library found; stroke types come from the built-in prototypes only")
            return StrokeTypeRecognizer()
        }
        let library = try CharacterLibrary(directory: directory)
        guard library.isConvertedOnDemand else { return try StrokeTypeRecognizer(library: library) }
        guard let shipped = ResourceLocator.locate(.characters, explicit: nil),
            shipped.standardizedFileURL != directory.standardizedFileURL
        else { return StrokeTypeRecognizer() }
        return try StrokeTypeRecognizer(library: CharacterLibrary(directory: shipped))
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
