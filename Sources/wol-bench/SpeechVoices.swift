import WriteOutLoud

/// How espeak-ng says one stroke name: the text, the voice and its speed and pitch.
struct SpeechUtterance: Hashable, Sendable {
    var stroke: StrokeType
    var language: SpokenLanguage
    var text: String
    var voice: String
    /// Words per minute.
    var speed: Int
    /// 0–99.
    var pitch: Int

    /// A stable file name for the synthesised clip.
    var cacheName: String {
        let safe = text.unicodeScalars.map {
            $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) ? String($0) : "_"
        }
        return
            "\(language.rawValue)-\(voice)-\(speed)-\(pitch)-\(safe.joined())-\(text.unicodeScalars.reduce(0) { $0 &* 31 &+ Int($1.value) } & 0xFFFFFF)"
    }
}

/// The benchmark's synthetic learners.
enum SpeechVoices {
    static let speeds = [130, 175, 220]
    static let pitches = [35, 65]
    static let englishVoices = ["en-us", "en-gb", "en-gb-scotland", "en-us+f3"]

    /// Two spellings espeak reads differently: tone numbers with spaces, and tone marks run together.
    static func mandarinTexts(_ stroke: StrokeType) -> [String] {
        let numbered = stroke.syllables.compactMap { Pinyin($0)?.numbered }.joined(separator: " ")
        return [numbered, stroke.pinyin]
    }

    /// Every Mandarin name × spelling × speed × pitch.
    static func mandarin() -> [SpeechUtterance] {
        StrokeType.allCases.flatMap { stroke in
            mandarinTexts(stroke).flatMap { text in
                speeds.flatMap { speed in
                    pitches.map { pitch in
                        SpeechUtterance(
                            stroke: stroke, language: .zh, text: text, voice: "cmn-latn-pinyin", speed: speed,
                            pitch: pitch)
                    }
                }
            }
        }
    }

    /// Every English name × voice × speed, each name as the lexicon spells it (its `en` token, words apart).
    static func english(_ lexicon: StrokeNameLexicon) -> [SpeechUtterance] {
        StrokeType.allCases.flatMap { stroke in
            let text = englishText(stroke, lexicon)
            return englishVoices.flatMap { voice in
                speeds.map { speed in
                    SpeechUtterance(stroke: stroke, language: .en, text: text, voice: voice, speed: speed, pitch: 50)
                }
            }
        }
    }

    /// The English name the lexicon listens for (卧钩 is "horizontal bend hook" there), else the built-in one.
    static func englishText(_ stroke: StrokeType, _ lexicon: StrokeNameLexicon) -> String {
        let token = lexicon.entries.filter { $0.value == .init(stroke: stroke, language: .en) }.keys.sorted().first
        return token?.replacingOccurrences(of: "_", with: " ") ?? stroke.english
    }
}
