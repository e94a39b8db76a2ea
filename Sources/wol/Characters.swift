import ArgumentParser

/// `wol characters`: the character library — list, show, explain and import templates.
struct Characters: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "characters",
        abstract: "List, show and import the character templates strokes are judged against.",
        subcommands: [
            CharactersList.self, CharactersSearch.self, CharactersShow.self, CharactersStats.self, CharactersImportKanjiVG.self,
            CharactersImportMainland.self, CharactersImportHanziWriter.self, CharactersImportMMAH.self,
            CharactersImportScribble.self,
        ]
    )
}
