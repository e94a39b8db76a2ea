import WriteOutLoud
import WriteOutLoudSynthesis

/// The words a perfect recogniser would hear in a session: every true clip, its times nudged a little.
///
/// Feeding these to the aligner instead of PocketSphinx's output measures the aligner alone: what it gets wrong
/// here it would get wrong with any recogniser.
struct SyncOracle {
    /// Largest shift, in seconds, applied to each word's onset and (independently) its offset.
    var jitter: Double
    var seed: UInt64

    /// The session's clips as recognised words on the ink clock, in time order.
    /// - Parameter sessionIndex: the session's position in the corpus, so each session gets its own jitter.
    func words(for session: SyncCorpus.Session, sessionIndex: Int) -> [WordSegment] {
        var random = SplitMix64(seed: seed &+ UInt64(sessionIndex) &* 0x9E37_79B9)
        let language: SpokenLanguage = session.language == "en" ? .en : .zh
        return session.clips.map { clip in
            let name = clip.token.flatMap(StrokeType.init(rawValue:))
            let word = name.map { language == .en ? $0.english.replacingOccurrences(of: " ", with: "_") : $0.rawValue }
                ?? clip.text.replacingOccurrences(of: " ", with: "_")
            let start = clip.onset + random.uniform(-jitter...jitter)
            let end = max(start, clip.offset + random.uniform(-jitter...jitter))
            return WordSegment(word: word, name: name, language: language, start: start, end: end, confidence: 1)
        }
    }
}
