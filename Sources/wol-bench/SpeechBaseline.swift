import Foundation
import WriteOutLoud

/// Times `pocketsphinx_continuous` on the same files, model, dictionary and grammar as the engine, in CPU
/// seconds so that other work on the machine does not skew the ratio. The tool is asked for word times
/// (`-time yes`), which the engine gives too; its word probabilities are not computed (it prints 1 for every
/// word), while the engine's confidences come from PocketSphinx's word lattice.
///
/// The engine runs its main model and every companion model (``RecognizerConfiguration/companions``) on each
/// file; the tool is run once per model, each on that model's own input (``ContinuousModelRun``), so the ratio
/// can be read against the main model alone or against every model the engine runs.
enum SpeechBaseline {
    struct Comparison {
        var files: Int
        var audioSeconds: Double
        var engineSeconds: Double
        var continuousSeconds: Double
        /// The tool's time on the samples the engine searches (resampled, with its noise floor), started from
        /// the cepstral means the engine normalises each file by (`-cmninit`), so that both decoders run the
        /// same search and the ratio measures the engine's own overhead.
        var continuousSameInputSeconds: Double
        /// CPU seconds one run of the tool spends loading the model (measured on 0.1 s of silence).
        var continuousStartupSeconds: Double
        /// Files on which both found the same words, on the raw files and on the same input.
        var sameWords: Int
        var sameInputWords = 0
        /// Engine time over the tool's decode time (less its model loading), file by file on the same input.
        var sameInputFileRatios: [Double] = []
        /// The companion models the tool also ran, each on its own input like the engine's companion decoder.
        var companions = 0
        /// The tool's time with the companion models, every companion's run of every file together.
        var companionSameInputSeconds = 0.0
        /// CPU seconds one run of the tool spends loading each companion model, summed over the companions.
        var companionStartupSeconds = 0.0
        /// Engine time over the tool's decode time with every model (less each model's loading), file by file.
        var allModelsFileRatios: [Double] = []

        /// PocketSphinx's own decode time: its total less one model load per file.
        var continuousDecodeSeconds: Double { continuousSeconds - Double(files) * continuousStartupSeconds }
        var continuousSameInputDecodeSeconds: Double {
            continuousSameInputSeconds - Double(files) * continuousStartupSeconds
        }
        /// Engine decode time over PocketSphinx's decode time.
        var ratio: Double { engineSeconds / max(1e-9, continuousDecodeSeconds) }
        /// The same when both search the same input from the same means.
        var ratioSameInput: Double { engineSeconds / max(1e-9, continuousSameInputDecodeSeconds) }
        /// The median of the file-by-file ratios: each file's two runs follow each other, so a change of load
        /// during the benchmark moves this less than the ratio of totals.
        var medianFileRatioSameInput: Double { SpeechMetrics.percentile(sameInputFileRatios, 0.5) }
        /// The tool's decode time with the main model and every companion, each on its own input, less each
        /// model's loading per file: what the engine's decoding would cost run as separate tool runs.
        var allModelsDecodeSeconds: Double {
            continuousSameInputDecodeSeconds + companionSameInputSeconds - Double(files) * companionStartupSeconds
        }
        /// Engine decode time over the tool's with every model the engine runs.
        var ratioAllModels: Double { engineSeconds / max(1e-9, allModelsDecodeSeconds) }
        var medianFileRatioAllModels: Double { SpeechMetrics.percentile(allModelsFileRatios, 0.5) }
    }

    /// Decodes each recording with the engine and with the reference tool (one run per file and model), and
    /// times both.
    static func compare(files audio: [AudioBuffer], recognizer: SpeechRecognizer, directory: URL) throws -> Comparison {
        let folder = directory.appendingPathComponent("baseline")
        let models = recognizer.modelSearches
        let main = try ContinuousModelRun(model: models[0], folder: folder)
        let companions = try models.dropFirst().enumerated().map { number, model in
            try ContinuousModelRun(model: model, folder: folder.appendingPathComponent("companion-\(number + 1)"))
        }
        var comparison = Comparison(
            files: audio.count, audioSeconds: 0, engineSeconds: 0, continuousSeconds: 0, continuousSameInputSeconds: 0,
            continuousStartupSeconds: main.startupSeconds, sameWords: 0, companions: companions.count,
            companionStartupSeconds: companions.reduce(0) { $0 + $1.startupSeconds })
        for (index, recording) in audio.enumerated() {
            let wav = folder.appendingPathComponent("\(index).wav")
            try SpeechMetrics.writeWAV(recording, to: wav)
            let engineStart = SpeechMetrics.threadCPUSeconds()
            let engineWords = try recognizer.transcribe(recording, expecting: nil).map(\.word)
            let engineSeconds = SpeechMetrics.threadCPUSeconds() - engineStart
            comparison.engineSeconds += engineSeconds
            let raw = try main.decode(wav)
            comparison.continuousSeconds += raw.seconds
            comparison.audioSeconds += recording.duration
            let sameInput = try main.decodeSameInput(recording, name: "\(index)")
            comparison.continuousSameInputSeconds += sameInput.seconds
            let mainDecode = sameInput.seconds - main.startupSeconds
            comparison.sameInputFileRatios.append(engineSeconds / max(1e-9, mainDecode))
            var allDecode = mainDecode
            for companion in companions {
                let seconds = try companion.decodeSameInput(recording, name: "\(index)").seconds
                comparison.companionSameInputSeconds += seconds
                allDecode += seconds - companion.startupSeconds
            }
            comparison.allModelsFileRatios.append(engineSeconds / max(1e-9, allDecode))
            if main.heardWords(sameInput.output) == engineWords { comparison.sameInputWords += 1 }
            if main.heardWords(raw.output) == engineWords { comparison.sameWords += 1 }
        }
        return comparison
    }
}
