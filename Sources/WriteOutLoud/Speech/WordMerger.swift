/// Joins the words that several acoustic models heard in the same recording into one transcript.
///
/// Each model explains every stretch of speech in its own way. Two kinds of word stand, and no other model's
/// word may overlap them: a word in a language only its own model listens for (English, when only the main model
/// hears English), because the others cannot hear that language and fit their own names to it; and a main-model
/// word at least ``trustedConfidence`` sure, because posteriors of two models are not one scale and each model
/// is sure of its own best path most of the time. Elsewhere, words of different models that overlap in time are
/// rival explanations of the same sound, and the more confident one is kept (the earlier model on a tie). Words
/// that overlap nothing are all kept.
struct WordMerger {
    /// One model's words and the languages it listens for.
    struct Transcript {
        var words: [WordSegment]
        var languages: Set<SpokenLanguage>
    }

    /// Two words are rivals when they share at least this fraction of the shorter one's time.
    var overlap = 0.5
    /// The main model's words at least this confident stand (`docs/speech.md`, "The Mandarin model").
    var trustedConfidence = 0.9

    /// - Parameter transcripts: each model's words, the main model first.
    /// - Returns: the kept words in time order.
    /// - Complexity: O(*n*²) in the number of words (a few dozen per recording).
    func merge(_ transcripts: [Transcript]) -> [WordSegment] {
        guard transcripts.count > 1 else { return transcripts.first?.words ?? [] }
        var kept: [WordSegment] = []
        var contested: [(model: Int, word: WordSegment)] = []
        for (model, transcript) in transcripts.enumerated() {
            for word in transcript.words {
                let heardByOthers = transcripts.indices.contains { other in
                    other != model && transcripts[other].languages.contains(word.language)
                }
                let trusted = model == 0 && word.confidence >= trustedConfidence
                if heardByOthers && !trusted { contested.append((model, word)) } else { kept.append(word) }
            }
        }
        let standing = kept
        let ranked = contested
            .filter { candidate in !standing.contains { Self.shared(candidate.word, $0) > 0 } }
            .sorted { ($0.word.confidence, -$0.model) > ($1.word.confidence, -$1.model) }
        for candidate in ranked.map(\.word) where !kept.contains(where: { rivals($0, candidate) }) {
            kept.append(candidate)
        }
        return kept.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    }

    private func rivals(_ a: WordSegment, _ b: WordSegment) -> Bool {
        Self.shared(a, b) > 0 && Self.shared(a, b) >= overlap * min(a.end - a.start, b.end - b.start)
    }

    /// Seconds two words share.
    private static func shared(_ a: WordSegment, _ b: WordSegment) -> Double {
        min(a.end, b.end) - max(a.start, b.start)
    }
}
