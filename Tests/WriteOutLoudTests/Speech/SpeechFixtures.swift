import Foundation
import WriteOutLoud

/// A small pronunciation dictionary of a few stroke names and the committed test clips, so recogniser tests
/// do not depend on the project's full lexicon.
struct SpeechFixtures {
    static let dictionaryText = """
        heng HH AH NG
        shu SH UW
        dian D Y EH N
        hengzhe HH AH NG JH AH
        horizontal HH AO R AH Z AA N T AH L
        vertical V ER T IH K AH L
        dot D AA T
        horizontal_turn HH AO R AH Z AA N T AH L T ER N
        vertical_hook V ER T IH K AH L HH UH K
        left_falling L EH F T F AA L IH NG

        """

    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wol-speech-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.dictionaryText.write(to: dictionary, atomically: true, encoding: .utf8)
    }

    var dictionary: URL { directory.appendingPathComponent("names.dict") }

    func configuration(names: NameLanguages = .both) -> RecognizerConfiguration {
        RecognizerConfiguration(modelsDirectory: nil, dictionary: dictionary, names: names)
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    /// A committed clip from `Resources/`.
    static func clip(_ name: String) throws -> AudioBuffer {
        guard let url = Bundle.module.url(forResource: name, withExtension: "wav", subdirectory: "Resources") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try AudioFile.read(url)
    }

    /// Deterministic white noise at a given RMS level.
    static func noise(seconds: Double, levelDBFS: Double, rate: Double = 16000) -> AudioBuffer {
        var generator = SplitMix(seed: 7)
        let scale = Float(pow(10, levelDBFS / 20) * 3.0.squareRoot())
        let samples = (0..<Int(seconds * rate)).map { _ in scale * Float(generator.nextSigned()) }
        return AudioBuffer(samples: samples, sampleRate: rate)
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func nextSigned() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Double(z >> 11) / Double(1 << 52) - 1
        }
    }
}
