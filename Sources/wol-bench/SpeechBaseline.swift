import Foundation
import WriteOutLoud

/// Times `pocketsphinx_continuous` on the same audio, model, dictionary and grammar as the engine, in CPU
/// seconds so that other work on the machine does not skew the ratio.
enum SpeechBaseline {
    struct Comparison {
        var audioSeconds: Double
        var engineSeconds: Double
        var continuousSeconds: Double
        var continuousStartupSeconds: Double
        var sameWords: Bool

        /// Engine decode time over PocketSphinx's own decode time (its model loading subtracted).
        var ratio: Double { engineSeconds / max(1e-9, continuousSeconds - continuousStartupSeconds) }
    }

    static let tool = "/usr/bin/pocketsphinx_continuous"

    /// Decodes `audio` with the engine and with the reference tool, and times both.
    static func compare(
        audio: AudioBuffer, recognizer: SpeechRecognizer, configuration: RecognizerConfiguration, directory: URL
    ) throws -> Comparison {
        let wav = directory.appendingPathComponent("baseline.wav")
        let silent = directory.appendingPathComponent("baseline-silence.wav")
        let grammar = directory.appendingPathComponent("baseline.gram")
        try SpeechMetrics.writeWAV(audio, to: wav)
        try SpeechMetrics.writeWAV(
            AudioBuffer(samples: [Float](repeating: 0, count: 1600), sampleRate: 16000), to: silent)
        try recognizer.grammar(expecting: nil).write(to: grammar, atomically: true, encoding: .utf8)
        let dictionary = directory.appendingPathComponent("baseline.dict")
        let words = try String(contentsOf: try configuration.resolvedDictionary(), encoding: .utf8)
        try (words + (words.hasSuffix("\n") ? "" : "\n") + recognizer.addedDictionaryLines.map { $0 + "\n" }.joined())
            .write(to: dictionary, atomically: true, encoding: .utf8)

        let engineStart = SpeechMetrics.threadCPUSeconds()
        let engineWords = try recognizer.transcribe(audio, expecting: nil).map(\.word)
        let engine = SpeechMetrics.threadCPUSeconds() - engineStart
        let arguments = { (file: URL) -> [String] in
            [
                "-infile", file.path, "-hmm", configuration.acousticModel.path,
                "-dict", dictionary.path, "-jsgf", grammar.path,
                "-remove_silence", "no", "-bestpath", "yes", "-logfn", "/dev/null",
            ]
        }
        var childStart = SpeechMetrics.childrenCPUSeconds()
        let output = try run(arguments(wav))
        let continuous = SpeechMetrics.childrenCPUSeconds() - childStart
        childStart = SpeechMetrics.childrenCPUSeconds()
        _ = try run(arguments(silent))
        let startup = SpeechMetrics.childrenCPUSeconds() - childStart
        let heard = output.split(whereSeparator: \.isWhitespace).map(String.init).filter { !$0.hasPrefix("<") }
        return Comparison(
            audioSeconds: audio.duration, engineSeconds: engine, continuousSeconds: continuous,
            continuousStartupSeconds: startup, sameWords: heard == engineWords)
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
