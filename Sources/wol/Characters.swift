import ArgumentParser

/// `wol characters`: the character library — list, show, explain and import templates.
struct Characters: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "characters",
        abstract: "List, show and import the character templates strokes are judged against.",
        discussion: """
            Exit status: 0 done; 1 an input (a character, a file to import) is wrong; 3 the character library \
            cannot be used; 64 the command line is wrong.
            """,
        subcommands: [
            CharactersList.self, CharactersSearch.self, CharactersShow.self, CharactersStats.self, CharactersImportKanjiVG.self,
            CharactersImportMainland.self, CharactersImportHanziWriter.self, CharactersImportMMAH.self,
            CharactersImportScribble.self,
        ]
    )
}
