import Foundation
import WriteOutLoud

/// Times `pocketsphinx_continuous` on the same files, model, dictionary and grammar as the engine, in CPU
/// seconds so that other work on the machine does not skew the ratio.
enum SpeechBaseline {
    struct Comparison {
        var files: Int
        var audioSeconds: Double
        var engineSeconds: Double
        var continuousSeconds: Double
        /// The tool's time on the same files with the engine's noise floor mixed in beforehand, so that both
        /// decoders search the same signal.
        var continuousWithFloorSeconds: Double
        /// CPU seconds one run of the tool spends loading the model (measured on 0.1 s of silence).
        var continuousStartupSeconds: Double
        /// Files on which both found the same words.
        var sameWords: Int

        /// PocketSphinx's own decode time: its total less one model load per file.
        var continuousDecodeSeconds: Double { continuousSeconds - Double(files) * continuousStartupSeconds }
        var continuousWithFloorDecodeSeconds: Double {
            continuousWithFloorSeconds - Double(files) * continuousStartupSeconds
        }
        /// Engine decode time over PocketSphinx's decode time.
        var ratio: Double { engineSeconds / max(1e-9, continuousDecodeSeconds) }
        /// The same with the noise floor given to both.
        var ratioWithFloor: Double { engineSeconds / max(1e-9, continuousWithFloorDecodeSeconds) }
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
        let arguments = { (file: URL) -> [String] in
            [
                "-infile", file.path, "-hmm", configuration.acousticModel.path,
                "-dict", dictionary.path, "-jsgf", grammar.path,
                "-remove_silence", "no", "-bestpath", "yes", "-logfn", "/dev/null",
            ]
        }
        var childStart = SpeechMetrics.childrenCPUSeconds()
        _ = try run(arguments(silent))
        let startup = SpeechMetrics.childrenCPUSeconds() - childStart

        var comparison = Comparison(
            files: audio.count, audioSeconds: 0, engineSeconds: 0, continuousSeconds: 0, continuousWithFloorSeconds: 0,
            continuousStartupSeconds: startup, sameWords: 0)
        var noise = SpeechNoise(seed: 99)
        let floor = Float(pow(10, recognizer.configuration.decoder.noiseFloorDBFS / 20))
        for (index, recording) in audio.enumerated() {
            let wav = folder.appendingPathComponent("\(index).wav")
            try SpeechMetrics.writeWAV(recording, to: wav)
            let engineStart = SpeechMetrics.threadCPUSeconds()
            let engineWords = try recognizer.transcribe(recording, expecting: nil).map(\.word)
            comparison.engineSeconds += SpeechMetrics.threadCPUSeconds() - engineStart
            childStart = SpeechMetrics.childrenCPUSeconds()
            let output = try run(arguments(wav))
            comparison.continuousSeconds += SpeechMetrics.childrenCPUSeconds() - childStart
            comparison.audioSeconds += recording.duration
            let floored = folder.appendingPathComponent("\(index)-floor.wav")
            let pink = noise.samples(.pink, count: recording.samples.count)
            try SpeechMetrics.writeWAV(
                AudioBuffer(samples: zip(recording.samples, pink).map { $0 + floor * $1 }, sampleRate: recording.sampleRate),
                to: floored)
            childStart = SpeechMetrics.childrenCPUSeconds()
            _ = try run(arguments(floored))
            comparison.continuousWithFloorSeconds += SpeechMetrics.childrenCPUSeconds() - childStart
            let heard = output.split(whereSeparator: \.isWhitespace).map(String.init).filter {
                !$0.hasPrefix("<") && !addedWords.contains($0)
            }
            if heard == engineWords { comparison.sameWords += 1 }
        }
        return comparison
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
