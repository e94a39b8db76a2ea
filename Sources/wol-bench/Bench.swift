import ArgumentParser

/// `wol-bench`: committed, repeatable measurements of the engine's accuracy and speed.
///
/// Each subcommand prints its figures and can write them into `BENCHMARKS.md`. Build in release
/// (`swift run -c release wol-bench …`) for speed figures.
@main
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wol-bench",
        abstract: "Measure the Write Out Loud engine's accuracy and speed.",
        subcommands: [
            StrokesBenchmark.self, CrossHandBenchmark.self, RealInkBenchmark.self, SyncBenchmark.self, JobsBenchmark.self, LessonBench.self,
            SpeechBenchmark.self, LiveLatencyBenchmark.self, CompressedAudioBenchmark.self, EncodeAudio.self, ToneBenchmark.self,
            CursiveWordsBenchmark.self,
        ]
    )
}
