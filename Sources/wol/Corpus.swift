import ArgumentParser

/// `wol corpus`: the voices learners lend to train the engine's acoustic model.
struct Corpus: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export the stroke names that learners who lend their voice said, as training clips.",
        discussion: """
            Only learners whose teacher recorded their consent (`wol learners consent`) are exported; withdrawn \
            consent, or the learner making the server forget their voice, leaves them out of later exports \
            (docs/security.md, "Lending a voice"; docs/voice-corpus.md). Exit status: 0 done; 1 the folder \
            cannot be used, or an attempt's voice could not be read (each named, the rest exported); 3 the \
            store cannot be used; 64 the command line is wrong.
            """,
        subcommands: [CorpusExport.self]
    )
}
