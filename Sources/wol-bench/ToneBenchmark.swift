import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol-bench tones`: how often the library's pitch tracker and tone classifier hear the tone a person said, each
/// voice heard by a classifier fitted without it (leave one speaker out).
struct ToneBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tones",
        abstract: "Measure the tone classifier on real voices, leaving one speaker out.",
        discussion: """
            Reads a folder as scripts/speech/real_corpus.py writes it (REAL/<voice>/<syllable><tone>.wav, or a voice \
            of words with words.tsv, whose one-character words count). Each voice's tones are classified by a \
            network fitted on the other voices only. The speaker's range is measured two ways: from all of that \
            voice's syllables, and from a few (--reference-syllables, as many as a short recording holds), which is \
            how the engine meets a learner. --write-classifier fits on every voice (the few-syllables way) and \
            writes the Swift source the library ships (Training/tones.sh does this).
            """
    )

    @Option(name: .customLong("real"), help: "The folder of voices (real_corpus.py's output).")
    var folder: String

    @Option(name: .customLong("voice"), help: "Only these voices (repeatable; default: every folder).")
    var voices: [String] = []

    @Option(
        name: .customLong("train-without"),
        help: "Never fit on this voice (repeatable); it is still heard, held out like the others.")
    var trainWithout: [String] = []

    @Option(help: "At most this many clips of each tone from each voice, taken evenly through the names.")
    var perTone = 150

    @Option(help: "Syllables the speaker's range is measured from in the few-syllables way (≥ 1).")
    var referenceSyllables = 6

    @Option(help: "Hidden units of the network.")
    var hiddenUnits = 16

    @Option(help: "Training steps.")
    var steps = 1500

    @Option(help: "Write the results as a section of this Markdown file (e.g. BENCHMARKS.md).")
    var markdown: String?

    @Option(
        help: ArgumentHelp(
            "Write each held-out voice's clips of these toneless syllables (comma-separated, every tone) with the "
                + "tone probabilities its held-out network gives, as TSV to --probabilities.",
            valueName: "syllables"))
    var probabilitySyllables = "heng,shu,pie,dian,ti,na"

    @Option(help: "Where to write the held-out tone probabilities (TSV: voice, clip, p1 … p5; for tone_tiebreak.py).")
    var probabilities: String?

    @Option(help: "Fit on every voice and write the classifier as Swift source to this path.")
    var writeClassifier: String?

    func validate() throws {
        guard perTone >= 1 else { throw ValidationError("--per-tone must be at least 1") }
        guard referenceSyllables >= 1 else { throw ValidationError("--reference-syllables must be at least 1") }
        guard hiddenUnits >= 1, steps >= 1 else { throw ValidationError("--hidden-units and --steps must be at least 1") }
    }

    func run() throws {
        let load = BenchMarkdown.loadAverage()
        let corpus = try ToneCorpus(folder: folder, voices: voices, perTone: perTone)
        let heard = ToneStudy.hear(corpus.clips)
        let training = ToneClassifier.Training(hiddenUnits: hiddenUnits, steps: steps)
        let study = ToneStudy(
            heard: heard, referenceSyllables: referenceSyllables, training: training, neverFitted: Set(trainWithout))
        let results = ToneStudy.Reference.allCases.map { study.leaveOneSpeakerOut(reference: $0) }
        let report = ToneReport(heard: heard, results: results, referenceSyllables: referenceSyllables)
        let command =
            "tones --real \(folder) --per-tone \(perTone) --reference-syllables \(referenceSyllables)"
            + " --hidden-units \(hiddenUnits) --steps \(steps)"
            + trainWithout.map { " --train-without \($0)" }.joined()
        let section = report.markdown(command: command, load: load)
        print(section)
        if let markdown {
            try BenchMarkdown.replaceSection(ToneReport.heading, in: markdown, with: section)
        }
        if let probabilities {
            let syllables = Set(probabilitySyllables.split(separator: ",").map(String.init))
            let extra = ToneStudy.hear(
                try ToneCorpus(folder: folder, voices: voices, perTone: 1, syllables: syllables).clips)
            let rows = study.heldOutProbabilities(extra, results: results[1])
            let lines = zip(extra, rows).map { item, row in
                ([item.clip.voice, item.clip.name] + (row ?? []).map { String(format: "%.4f", $0) })
                    .joined(separator: "\t")
            }
            do {
                try (lines.joined(separator: "\n") + "\n").write(toFile: probabilities, atomically: true, encoding: .utf8)
            } catch {
                throw BenchFailure("\(probabilities): cannot write: \(error.localizedDescription)")
            }
        }
        if let writeClassifier {
            let voices = Set(heard.map(\.clip.voice)).subtracting(trainWithout)
            let classifier = study.fitted(reference: .fewSyllables, voices: voices)
            let source = ToneClassifierSource.swift(
                classifier, clips: heard.filter { voices.contains($0.clip.voice) }.count, voices: voices.sorted(),
                referenceSyllables: referenceSyllables, command: command)
            do {
                try source.write(toFile: writeClassifier, atomically: true, encoding: .utf8)
            } catch {
                throw BenchFailure("\(writeClassifier): cannot write: \(error.localizedDescription)")
            }
        }
    }
}
