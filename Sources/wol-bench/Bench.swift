import ArgumentParser

/// `wol-bench`: committed commands that measure the engine's speed and accuracy and print the figures.
@main
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wol-bench",
        abstract: "Measure the Write Out Loud engine.",
        subcommands: []
    )
}
