import ArgumentParser
import WriteOutLoud

/// Aligner costs to try instead of ``SpeechAligner``'s defaults, for studying the aligner on a corpus.
struct SyncAlignerCosts: ParsableArguments {
    @Option(help: "Cost of leaving a stroke without speech.")
    var unspokenStrokeCost: Double?

    @Option(help: "Cost of leaving a recognised stroke name unassigned.")
    var unassignedNameCost: Double?

    @Option(help: "Added to a pairing whose word is not the stroke's name.")
    var wrongNameCost: Double?

    @Option(help: "Added instead when the word names a related stroke (横 for 横折).")
    var relatedNameCost: Double?

    @Option(help: "Weight of timing in a pairing's cost.")
    var timingWeight: Double?

    @Option(help: "Weight of the plain distance in time.")
    var distanceWeight: Double?

    @Option(parsing: .upToNextOption, help: "Habitual voice delays (seconds) to try besides none.")
    var habitualDelays: [Double] = []

    @Flag(help: "Try no habitual delay (only the raw times).")
    var noHabitualDelays = false

    @Option(help: "Cost per second of habitual delay per stroke.")
    var habitualDelayCost: Double?

    /// The default aligner with the given costs replaced.
    func aligner() -> SpeechAligner {
        var aligner = SpeechAligner()
        if let unspokenStrokeCost { aligner.unspokenStrokeCost = unspokenStrokeCost }
        if let unassignedNameCost { aligner.unassignedNameCost = unassignedNameCost }
        if let wrongNameCost { aligner.wrongNameCost = wrongNameCost }
        if let relatedNameCost { aligner.relatedNameCost = relatedNameCost }
        if let timingWeight { aligner.timingWeight = timingWeight }
        if let distanceWeight { aligner.distanceWeight = distanceWeight }
        if !habitualDelays.isEmpty { aligner.habitualDelays = habitualDelays }
        if noHabitualDelays { aligner.habitualDelays = [] }
        if let habitualDelayCost { aligner.habitualDelayCost = habitualDelayCost }
        return aligner
    }

    /// The same aligner without what was added on 2026-11-22 (habitual delays, the cheaper related-name cost),
    /// so the benchmark shows what those bring.
    func baselineAligner() -> SpeechAligner {
        var aligner = aligner()
        aligner.habitualDelays = []
        aligner.relatedNameCost = aligner.wrongNameCost
        return aligner
    }
}
