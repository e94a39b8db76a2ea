import Foundation
import WriteOutLoud

/// The syllables `wol-bench tones` hears: every voice of a folder laid out as `scripts/speech/real_corpus.py`
/// writes it, each clip with the tone it was said in.
///
/// A voice of syllables gives `<voice>/<syllable><tone>.wav` (tones 0, 5 and yali's 6, a higher neutral tone,
/// count as neutral); a voice of words (`words.tsv`) gives its one-character words, read in the tone of their
/// customary reading.
struct ToneCorpus {
    struct Clip: Hashable {
        var voice: String
        /// The file's name without `.wav` (a numbered syllable, or a word's Hanzi).
        var name: String
        /// The toneless syllable said, e.g. `heng`.
        var syllable: String
        var tone: MandarinTone
        var url: URL
    }

    var clips: [Clip]

    /// The clips of `folder`, at most `perTone` of each tone for each voice, taken evenly through the sorted names;
    /// with `syllables`, instead every clip of those toneless syllables (all their tones).
    /// - Throws: ``BenchFailure`` when the folder cannot be listed or holds no clips.
    init(folder: String, voices: [String], perTone: Int, syllables: Set<String>? = nil) throws {
        let root = URL(fileURLWithPath: folder)
        let manager = FileManager.default
        guard let listed = try? manager.contentsOfDirectory(atPath: folder) else {
            throw BenchFailure("\(folder): cannot list the folder of voices")
        }
        let names = voices.isEmpty ? listed.filter { Self.isFolder(root.appendingPathComponent($0)) }.sorted() : voices
        var clips: [Clip] = []
        for voice in names {
            let voiceFolder = root.appendingPathComponent(voice)
            let all = try Self.voiceClips(voiceFolder, voice: voice)
            if let syllables {
                clips += all.filter { syllables.contains($0.syllable) }.sorted { $0.name < $1.name }
                continue
            }
            for tone in MandarinTone.allCases {
                let ofTone = all.filter { $0.tone == tone }.sorted { $0.name < $1.name }
                let kept = ofTone.count <= perTone ? ofTone : (0..<perTone).map { ofTone[$0 * ofTone.count / perTone] }
                clips += kept
            }
        }
        guard !clips.isEmpty else { throw BenchFailure("\(folder): no syllables with tones in it") }
        self.clips = clips
    }

    private static func isFolder(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }

    private static func voiceClips(_ folder: URL, voice: String) throws -> [Clip] {
        let table = folder.appendingPathComponent("words.tsv")
        if let text = try? String(contentsOf: table, encoding: .utf8) {
            return text.split(separator: "\n").compactMap { line in
                let fields = line.split(separator: "\t").map(String.init)
                guard fields.count == 2, fields[0].count == 1, let tone = Self.tone(ofNumbered: fields[1]) else {
                    return nil
                }
                return Clip(
                    voice: voice, name: fields[0], syllable: String(fields[1].dropLast()), tone: tone,
                    url: folder.appendingPathComponent("words").appendingPathComponent(fields[0] + ".wav"))
            }
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw BenchFailure("\(folder.path): cannot list the voice's clips")
        }
        return names.compactMap { name in
            guard name.hasSuffix(".wav") else { return nil }
            let stem = String(name.dropLast(4))
            guard let tone = Self.tone(ofNumbered: stem) else { return nil }
            return Clip(voice: voice, name: stem, syllable: String(stem.dropLast()), tone: tone, url: folder.appendingPathComponent(name))
        }
    }

    /// The tone of a numbered syllable such as `heng2` (0, 5 and 6 are neutral); nil for anything else.
    static func tone(ofNumbered text: String) -> MandarinTone? {
        guard let digit = text.last?.wholeNumberValue, (0...6).contains(digit),
            text.dropLast().allSatisfy({ $0.isASCII && $0.isLowercase }), text.count > 1
        else { return nil }
        return MandarinTone(pinyinTone: digit >= 5 ? 5 : digit)
    }
}
