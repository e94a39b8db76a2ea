import Foundation
import WriteOutLoud

/// `pocketsphinx_continuous` set up to search as one of the engine's acoustic models does
/// (``SpeechRecognizer/ModelSearch``): that model, its dictionary with the words the engine adds at run time,
/// its grammar with no names expected and its decoder options, word times asked for (`-time yes`). Files of the
/// model's task go to a folder of its own.
struct ContinuousModelRun {
    static let tool = "/usr/bin/pocketsphinx_continuous"

    let model: SpeechRecognizer.ModelSearch
    let folder: URL
    /// The model's dictionary words the engine adds at run time (pauses), which are not names heard.
    let addedWords: Set<String>
    /// CPU seconds one run of the tool spends loading this model (measured on 0.1 s of silence).
    private(set) var startupSeconds = 0.0
    private let options: [String]

    /// Writes the model's grammar and dictionary to `folder` and times the tool loading the model.
    init(model: SpeechRecognizer.ModelSearch, folder: URL) throws {
        self.model = model
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let grammar = folder.appendingPathComponent("names.gram")
        let dictionary = folder.appendingPathComponent("names.dict")
        try model.grammar(expecting: nil).write(to: grammar, atomically: true, encoding: .utf8)
        let words = try String(contentsOf: try model.configuration.resolvedDictionary(), encoding: .utf8)
        try (words + (words.hasSuffix("\n") ? "" : "\n") + model.addedDictionaryLines.map { $0 + "\n" }.joined())
            .write(to: dictionary, atomically: true, encoding: .utf8)
        addedWords = Set(model.addedDictionaryLines.compactMap { $0.split(separator: " ").first.map(String.init) })
        var options = model.pocketSphinxOptions
        if let dict = options.firstIndex(of: "-dict"), dict + 1 < options.count { options[dict + 1] = dictionary.path }
        self.options = ["-jsgf", grammar.path, "-logfn", "/dev/null", "-time", "yes"] + options
        let silent = folder.appendingPathComponent("silence.wav")
        try SpeechMetrics.writeWAV(
            AudioBuffer(samples: [Float](repeating: 0, count: 1600), sampleRate: 16000), to: silent)
        startupSeconds = try decode(silent).seconds
    }

    /// Runs the tool on a WAV file with extra options; its output and the CPU seconds it took, model loading
    /// included.
    func decode(_ file: URL, adding extra: [String] = []) throws -> (output: String, seconds: Double) {
        let start = SpeechMetrics.childrenCPUSeconds()
        let output = try Self.run(["-infile", file.path] + options + extra)
        return (output, SpeechMetrics.childrenCPUSeconds() - start)
    }

    /// Runs the tool on what the engine's model searches for `recording`: its samples (resampled, noise taken
    /// out, over its noise floor), started from the cepstral means it normalises them by (`-cmninit`) when it
    /// does; `name` names the file written.
    func decodeSameInput(_ recording: AudioBuffer, name: String) throws -> (output: String, seconds: Double) {
        let floored = folder.appendingPathComponent("\(name)-floor.wav")
        let samples = model.decodedSamples(of: recording)
        try SpeechMetrics.writeWAV(samples, sampleRate: SpeechRecognizer.decodingSampleRate, to: floored)
        let means =
            model.configuration.decoder.utteranceCepstralMean
            ? ["-cmninit", model.cepstralMeans(ofSearched: samples).map { "\($0)" }.joined(separator: ",")] : []
        return try decode(floored, adding: means)
    }

    /// The words of the tool's output: its hypothesis line, or with `-time yes` its word lines
    /// (`word start end probability`), without fillers, null links and the engine's pause words.
    func heardWords(_ output: String) -> [String] {
        let lines = output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let timed = lines.filter { $0.count == 4 && Double($0[1]) != nil }
        let words = timed.isEmpty ? lines.flatMap { $0 } : timed.map { $0[0] }
        return words.map(PronunciationDictionary.baseWord).filter {
            !$0.hasPrefix("<") && !$0.hasPrefix("(") && !addedWords.contains($0)
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
