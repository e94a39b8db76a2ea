import Foundation
import WriteOutLoud

/// Makes audio files for tests in a fresh temporary folder, with sox, and measures tones.
struct AudioFixtures {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wol-audio-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// Runs sox with the given arguments and throws if it fails.
    @discardableResult
    func sox(_ arguments: [String]) throws -> URL? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sox")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw FixtureError.soxFailed(arguments) }
        return nil
    }

    /// Writes a sine tone file: `sox -n [format options] name synth seconds sine frequency`.
    func tone(
        _ name: String, rate: Int, channels: Int = 1, bits: Int? = nil, encoding: String? = nil,
        seconds: Double = 0.5, frequency: Double = 440, gain: Double = -6
    ) throws -> URL {
        var arguments = ["-n", "-r", "\(rate)", "-c", "\(channels)"]
        if let bits { arguments += ["-b", "\(bits)"] }
        if let encoding { arguments += ["-e", encoding] }
        arguments += [url(name).path, "synth", "\(seconds)", "sine", "\(frequency)", "gain", "\(gain)"]
        try sox(arguments)
        return url(name)
    }

    func write(_ name: String, bytes: Data) throws -> URL {
        try bytes.write(to: url(name))
        return url(name)
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    enum FixtureError: Error { case soxFailed([String]) }
}

/// Signal measurements used to check what survives resampling.
enum ToneMeter {
    /// Amplitude of the component at `frequency`, by correlating with a sine and cosine (Goertzel-like).
    static func amplitude(of frequency: Double, in buffer: AudioBuffer, skippingEdges edge: Int = 0) -> Double {
        let samples = buffer.samples.dropFirst(edge).dropLast(edge)
        var sine = 0.0
        var cosine = 0.0
        for (index, sample) in samples.enumerated() {
            let angle = 2 * Double.pi * frequency * Double(index) / buffer.sampleRate
            sine += Double(sample) * sin(angle)
            cosine += Double(sample) * cos(angle)
        }
        return 2 * (sine * sine + cosine * cosine).squareRoot() / Double(samples.count)
    }

    static func sineBuffer(frequency: Double, rate: Double, seconds: Double, amplitude: Float = 0.5) -> AudioBuffer {
        let count = Int(rate * seconds)
        let samples = (0..<count).map { amplitude * Float(sin(2 * Double.pi * frequency * Double($0) / rate)) }
        return AudioBuffer(samples: samples, sampleRate: rate)
    }
}
