import Foundation
import WriteOutLoud

/// Times `pocketsphinx_continuous` on the same files, model, dictionary and grammar as the engine, in CPU
/// seconds so that other work on the machine does not skew the ratio. The tool is asked for word times
/// (`-time yes`), which the engine gives too; its word probabilities are not computed (it prints 1 for every
/// word), while the engine's confidences come from PocketSphinx's word lattice.
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
    }

    static let tool = "/usr/bin/pocketsphinx_continuous"

    /// Decodes each recording with the engine and with the reference tool (one run per file), and times both.
    static func compare(
        files audio: [AudioBuffer], recognizer: SpeechRecognizer, configuration: RecognizerConfiguration,
        directory: URL
    ) throws -> Comparison {
        let folder = directory.appendingPathComponent("baseline")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let silent = folder.appendingPathComponent("silence.wav")
        let grammar = folder.appendingPathComponent("names.gram")
        let dictionary = folder.appendingPathComponent("names.dict")
        try SpeechMetrics.writeWAV(
            AudioBuffer(samples: [Float](repeating: 0, count: 1600), sampleRate: 16000), to: silent)
        try recognizer.grammar(expecting: nil).write(to: grammar, atomically: true, encoding: .utf8)
        let words = try String(contentsOf: try configuration.resolvedDictionary(), encoding: .utf8)
        try (words + (words.hasSuffix("\n") ? "" : "\n") + recognizer.addedDictionaryLines.map { $0 + "\n" }.joined())
            .write(to: dictionary, atomically: true, encoding: .utf8)
        let addedWords = Set(recognizer.addedDictionaryLines.compactMap { $0.split(separator: " ").first.map(String.init) })
        var options = recognizer.pocketSphinxOptions
        if let dict = options.firstIndex(of: "-dict"), dict + 1 < options.count { options[dict + 1] = dictionary.path }
        let arguments = { (file: URL) -> [String] in
            ["-infile", file.path, "-jsgf", grammar.path, "-logfn", "/dev/null", "-time", "yes"] + options
        }
        var childStart = SpeechMetrics.childrenCPUSeconds()
        _ = try run(arguments(silent))
        let startup = SpeechMetrics.childrenCPUSeconds() - childStart

        var comparison = Comparison(
            files: audio.count, audioSeconds: 0, engineSeconds: 0, continuousSeconds: 0, continuousSameInputSeconds: 0,
            continuousStartupSeconds: startup, sameWords: 0)
        for (index, recording) in audio.enumerated() {
            let wav = folder.appendingPathComponent("\(index).wav")
            try SpeechMetrics.writeWAV(recording, to: wav)
            let engineStart = SpeechMetrics.threadCPUSeconds()
            let engineWords = try recognizer.transcribe(recording, expecting: nil).map(\.word)
            let engineSeconds = SpeechMetrics.threadCPUSeconds() - engineStart
            comparison.engineSeconds += engineSeconds
            childStart = SpeechMetrics.childrenCPUSeconds()
            let output = try run(arguments(wav))
            comparison.continuousSeconds += SpeechMetrics.childrenCPUSeconds() - childStart
            comparison.audioSeconds += recording.duration
            let floored = folder.appendingPathComponent("\(index)-floor.wav")
            try SpeechMetrics.writeWAV(
                recognizer.decodedSamples(of: recording), sampleRate: SpeechRecognizer.decodingSampleRate, to: floored)
            let means =
                recognizer.configuration.decoder.utteranceCepstralMean
                ? ["-cmninit", recognizer.cepstralMeans(of: recording).map { "\($0)" }.joined(separator: ",")] : []
            childStart = SpeechMetrics.childrenCPUSeconds()
            let sameInputOutput = try run(arguments(floored) + means)
            let sameInputSeconds = SpeechMetrics.childrenCPUSeconds() - childStart
            comparison.continuousSameInputSeconds += sameInputSeconds
            comparison.sameInputFileRatios.append(engineSeconds / max(1e-9, sameInputSeconds - startup))
            if heardWords(sameInputOutput) == engineWords { comparison.sameInputWords += 1 }
            if heardWords(output) == engineWords { comparison.sameWords += 1 }
        }
        return comparison

        /// The words of the tool's output: its hypothesis line, or with `-time yes` its word lines
        /// (`word start end probability`), without fillers, null links and the engine's pause word.
        func heardWords(_ output: String) -> [String] {
            let lines = output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            let timed = lines.filter { $0.count == 4 && Double($0[1]) != nil }
            let words = timed.isEmpty ? lines.flatMap { $0 } : timed.map { $0[0] }
            return words.map(PronunciationDictionary.baseWord).filter {
                !$0.hasPrefix("<") && !$0.hasPrefix("(") && !addedWords.contains($0)
            }
        }
    }

    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchmarkError("\(tool) failed") }
        return String(decoding: data, as: UTF8.self)
    }
}
