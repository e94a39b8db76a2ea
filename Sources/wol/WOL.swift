import ArgumentParser
import WriteOutLoud

/// The `wol` command: judges paired handwriting-and-voice recordings of Chinese characters.
///
/// Asynchronous because `wol serve` is; every other subcommand runs synchronously.
@main
struct WOL: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wol",
        abstract: "Write Out Loud: judge a learner's handwriting and spoken stroke names together.",
        discussion: """
            A recording pairs the ink of one character (points with timestamps) with audio of the learner \
            saying each stroke's name: WAV, FLAC, Ogg, AIFF, MP3, or M4A/AAC and WebM/Opus as phones and \
            browsers record them. `wol analyze` says, per stroke, whether it was drawn well and in order, \
            whether its name was spoken, and whether voice and pen moved together.
            """,
        version: EngineVersion.current,
        subcommands: [
            Analyze.self, Transcribe.self, Enroll.self, Features.self, Characters.self, Calibrate.self, Lesson.self,
            Serve.self, Teachers.self, Learners.self, Labels.self, Replays.self, Corpus.self,
        ]
    )
}
