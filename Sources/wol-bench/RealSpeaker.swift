import Foundation
import WriteOutLoud

/// One real person's recorded syllables, words and room tone, from a folder that
/// `scripts/speech/real_corpus.py` wrote: `<syllable><tone>.wav` (e.g. `heng2.wav`), each one syllable with
/// its silence trimmed; `words/<hanzi>.wav` with `words.tsv` (hanzi, numbered pinyin), words said as words;
/// and `room.wav`, the speaker's own room between syllables (optional).
struct RealSpeaker {
    static let rate = 16000.0

    /// A word said as a word, with its reading.
    struct Word {
        var hanzi: String
        var syllables: [Pinyin]
        var samples: [Float]

        /// The reading without tones, e.g. `shu`: what the engine's tone-insensitive matcher compares.
        var toneless: String { syllables.map(\.toneless).joined() }
    }

    var name: String
    /// Numbered pinyin (`heng2`) → the syllable at 16 kHz.
    var syllables: [String: [Float]]
    /// The speaker's room tone at 16 kHz; empty when the folder has none (gaps are then digital silence).
    var room: [Float]
    /// Words said as words, in the order of `words.tsv`; empty for a speaker of syllables.
    var words: [Word]

    /// Reads every syllable file in a speaker's folder.
    /// - Throws: `AudioError` for a file that cannot be read (naming it).
    init(folder: URL) throws {
        name = folder.lastPathComponent
        syllables = [:]
        room = []
        words = try Self.words(in: folder)
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        for file in files where file.pathExtension.lowercased() == "wav" {
            let stem = file.deletingPathExtension().lastPathComponent
            let samples = try AudioFile.read(file).resampled(to: Self.rate).samples
            if stem == "room" {
                room = samples
            } else if let syllable = Pinyin(stem), syllable.numbered == stem {
                syllables[stem] = samples
            }
        }
    }

    /// The words listed in the folder's `words.tsv`, read from `words/`.
    /// - Throws: ``BenchFailure`` for a line that is not hanzi and pinyin, `AudioError` for an unreadable file.
    private static func words(in folder: URL) throws -> [Word] {
        let table = folder.appendingPathComponent("words.tsv")
        guard FileManager.default.fileExists(atPath: table.path) else { return [] }
        return try String(contentsOf: table, encoding: .utf8).split(separator: "\n").map { line in
            let fields = line.split(separator: "\t").map(String.init)
            let syllables = fields.count == 2 ? fields[1].split(separator: " ").compactMap { Pinyin(String($0)) } : []
            guard fields.count == 2, !syllables.isEmpty, syllables.count == fields[1].split(separator: " ").count else {
                throw BenchFailure("\(table.path): expected hanzi, a tab and numbered pinyin, got '\(line)'")
            }
            let file = folder.appendingPathComponent("words").appendingPathComponent(fields[0] + ".wav")
            return Word(
                hanzi: fields[0], syllables: syllables, samples: try AudioFile.read(file).resampled(to: rate).samples)
        }
    }

    /// The speaker's syllables of a stroke's Chinese name, or nil when one of them was not recorded.
    func syllables(of stroke: StrokeType) -> [[Float]]? {
        let clips = stroke.syllables.map { Pinyin($0).flatMap { syllables[$0.numbered] } }
        return clips.contains { $0 == nil } ? nil : clips.compactMap { $0 }
    }

    /// `seconds` of the speaker's room tone from a random place in it (looping), or digital silence.
    func roomTone(seconds: Double, random: inout SeededNoise) -> [Float] {
        let count = max(0, Int(seconds * Self.rate))
        guard !room.isEmpty else { return [Float](repeating: 0, count: count) }
        let start = Int(random.uniform() * Double(room.count)) % room.count
        return (0..<count).map { room[(start + $0) % room.count] }
    }
}
