import Foundation
import WriteOutLoud

/// Readings for enrolment tests, made at test time with espeak-ng and sox (installed by scripts/setup.sh) into
/// a temporary folder: the practice page's prompt read well, and the ways a reading goes wrong.
enum SpokenReadings {
    /// The prompt as espeak-ng's Mandarin voice reads pinyin with tone numbers, a comma (a pause) after each word.
    static let promptText = "heng1, shu1, pie1, na1, dian1, ti1, zhe1, gou2, wan2, xie4, wo1, heng2 zhe2, shu4 gou1, heng2 pie3"

    /// The prompt, read well (about 10 s at the default 130 words a minute; another pace makes another reading).
    static func prompt(wordsPerMinute: Int = 130) throws -> Data {
        try espeak("cmn-latn-pinyin", promptText, wordsPerMinute: wordsPerMinute)
    }
    /// Two words only (under 2 s).
    static func tooShort() throws -> Data { try espeak("cmn-latn-pinyin", "heng1, shu1") }
    /// Something else said instead of the prompt: an English self-introduction (about 8 s).
    static func otherWords() throws -> Data {
        try espeak(
            "en-us", "Good morning everybody, my name is Anna and I would like to practise writing Chinese characters today.")
    }
    /// Ten seconds of digital silence.
    static func silence() throws -> Data { try sox(["-n", "-r", "16000", "-b", "16", "-c", "1", "{out}", "trim", "0", "10"]) }
    /// The prompt 30 dB too loud: most of it at full scale.
    static func clipped() throws -> Data {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = folder.appendingPathComponent("clean.wav")
        try prompt().write(to: clean)
        return try sox([clean.path, "{out}", "gain", "30"])
    }

    private static func espeak(_ voice: String, _ text: String, wordsPerMinute: Int = 130) throws -> Data {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("reading.wav")
        try run("/usr/bin/espeak-ng", ["-v", voice, "-s", "\(wordsPerMinute)", "-w", out.path, text])
        return try Data(contentsOf: out)
    }

    private static func sox(_ arguments: [String]) throws -> Data {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("reading.wav")
        try run("/usr/bin/sox", arguments.map { $0 == "{out}" ? out.path : $0 })
        return try Data(contentsOf: out)
    }

    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-readings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ToolFailed(tool: tool, status: process.terminationStatus) }
    }

    struct ToolFailed: Error {
        var tool: String
        var status: Int32
    }
}
