import Foundation

/// A paired recording of one character: the ink the learner drew and, optionally, their voice.
///
/// Format v1 is documented in `docs/recording-format.md` with a JSON Schema beside it.
public struct Recording: Hashable, Codable, Sendable {
    public static let formatVersion = 1

    public var version: Int
    /// The character the learner was asked to write.
    public var character: String
    public var audio: AudioReference?
    public var ink: Ink
    public var learner: String?
    /// When the recording was made, as ISO-8601 text.
    public var recordedAt: String?

    public init(
        character: String, audio: AudioReference?, ink: Ink, learner: String? = nil, recordedAt: String? = nil
    ) {
        self.version = Self.formatVersion
        self.character = character
        self.audio = audio
        self.ink = ink
        self.learner = learner
        self.recordedAt = recordedAt
    }

    private enum CodingKeys: String, CodingKey { case version, character, audio, ink, learner, recordedAt }

    /// Set this `userInfo` key to `true` to decode a recording without looking at its audio: a malformed
    /// `audio` object is then read as no audio instead of failing, since the ink is judged alone.
    public static let ignoresAudio = CodingUserInfoKey(rawValue: "WriteOutLoud.Recording.ignoresAudio")!

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        character = try container.decode(String.self, forKey: .character)
        if decoder.userInfo[Self.ignoresAudio] as? Bool == true {
            audio = try? container.decodeIfPresent(AudioReference.self, forKey: .audio)
        } else {
            audio = try container.decodeIfPresent(AudioReference.self, forKey: .audio)
        }
        ink = try container.decode(Ink.self, forKey: .ink)
        learner = try container.decodeIfPresent(String.self, forKey: .learner)
        recordedAt = try container.decodeIfPresent(String.self, forKey: .recordedAt)
    }
}

/// Where a recording's voice is and how its clock relates to the ink clock.
public struct AudioReference: Hashable, Codable, Sendable {
    /// Path of the audio file, relative to the recording's JSON file.
    public var file: String
    /// Ink-clock time of the first audio sample: audio time `a` is ink time `a + offset`.
    public var offset: Double

    public init(file: String, offset: Double = 0) {
        self.file = file
        self.offset = offset
    }

    private enum CodingKeys: String, CodingKey { case file, offset }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        offset = try container.decodeIfPresent(Double.self, forKey: .offset) ?? 0
    }
}
