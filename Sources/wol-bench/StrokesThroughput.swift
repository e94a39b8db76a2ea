import WriteOutLoud

/// Single-threaded speed of stroke comparison and whole-character analysis.
struct StrokesThroughput {
    var comparisonsPerSecond = 0.0
    var baselineComparisonsPerSecond = 0.0
    var analysesPerSecond = 0.0
    /// Sum of measured results, kept so the optimiser cannot discard the measured work.
    var checksum = 0.0

    /// - Parameters:
    ///   - pairs: drawn and template paths in the template frame, with the character size.
    ///   - attempts: whole attempts with their templates.
    ///   - seconds: minimum time to spend on each measurement.
    mutating func measure(
        pairs: [(drawn: [Point], model: [Point], size: Double)], attempts: [(Ink, CharacterTemplate)],
        analyzer: StrokeAnalyzer, seconds: Double
    ) {
        let comparator = StrokeComparator(tolerances: analyzer.configuration.tolerances)
        let baseline = StrokesBaselineScorer()
        var sink = 0.0
        comparisonsPerSecond = rate(items: pairs.count, seconds: seconds) {
            for pair in pairs { sink += comparator.compare(pair.drawn, with: pair.model, characterSize: pair.size).scores.shape }
        }
        baselineComparisonsPerSecond = rate(items: pairs.count, seconds: seconds) {
            for pair in pairs { sink += baseline.compare(pair.drawn, with: pair.model) }
        }
        analysesPerSecond = rate(items: attempts.count, seconds: seconds) {
            for (ink, template) in attempts { sink += analyzer.analyze(ink, against: template).strokes.first?.accuracy ?? 0 }
        }
        checksum = sink
    }

    /// Items per second of `body`, repeated until `seconds` have passed.
    private func rate(items: Int, seconds: Double, _ body: () -> Void) -> Double {
        guard items > 0 else { return 0 }
        let clock = ContinuousClock()
        let start = clock.now
        var rounds = 0
        repeat {
            body()
            rounds += 1
        } while (clock.now - start) < .seconds(seconds)
        let elapsed = clock.now - start
        let total = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return Double(items * rounds) / total
    }
}
