import Foundation
import WriteOutLoud

/// Makes trimmed 16 kHz clips of spoken names with espeak-ng, cached on disk between runs.
struct SpeechSynthesizer {
    /// A frame louder than this (RMS, dBFS) counts as voice when trimming.
    static let voiceThresholdDBFS = -45.0
    static let rate = 16000.0

    let cache: URL

    init(cache: URL) throws {
        self.cache = cache
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    }

    /// The clip, trimmed so that its first sample is the voice onset and its last the offset.
    func clip(_ utterance: SpeechUtterance) throws -> AudioBuffer {
        let raw = cache.appendingPathComponent(utterance.cacheName + ".wav")
        if !FileManager.default.fileExists(atPath: raw.path) {
            try run(
                "/usr/bin/espeak-ng",
                [
                    "-v", utterance.voice, "-s", "\(utterance.speed)", "-p", "\(utterance.pitch)", "-w", raw.path,
                    utterance.text,
                ])
        }
        return Self.trimmed(try AudioFile.read(raw).resampled(to: Self.rate))
    }

    /// Cuts leading and trailing frames quieter than ``voiceThresholdDBFS``.
    static func trimmed(_ audio: AudioBuffer) -> AudioBuffer {
        let frame = Int(audio.sampleRate / 200)
        let loud = stride(from: 0, to: audio.samples.count, by: frame).filter { start in
            let slice = audio.samples[start..<min(start + frame, audio.samples.count)]
            let rms = (slice.reduce(0) { $0 + Double($1 * $1) } / Double(slice.count)).squareRoot()
            return 20 * log10(max(rms, 1e-9)) > voiceThresholdDBFS
        }
        guard let first = loud.first, let last = loud.last else { return audio }
        return AudioBuffer(
            samples: Array(audio.samples[first..<min(last + frame, audio.samples.count)]), sampleRate: audio.sampleRate)
    }

    private func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(tool) \(arguments.joined(separator: " ")) failed")
        }
    }
}

/// A benchmark step that cannot go on, with a one-line reason.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
