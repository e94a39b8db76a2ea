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
            let otherLanguages = transcripts.indices.filter { $0 != model }.map { transcripts[$0].languages }
            for word in transcript.words {
                if stands(word, model: model, otherLanguages: otherLanguages) {
                    kept.append(word)
                } else {
                    contested.append((model, word))
                }
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

    /// What the merge will make of a companion model's words, known from the main model's transcript alone: a
    /// companion's word in a language the main model hears that overlaps a standing main word is dropped whatever
    /// its confidence, so a companion need not compute confidences (a costly word lattice) for such words.
    /// - Parameters:
    ///   - main: the main model's words and languages.
    ///   - companionLanguages: the languages each companion model listens for.
    func overrule(by main: Transcript, companionLanguages: [Set<SpokenLanguage>]) -> Overrule {
        Overrule(
            standing: main.words.filter { stands($0, model: 0, otherLanguages: companionLanguages) },
            mainLanguages: main.languages)
    }

    /// The main model's standing words, for dropping a companion's rivals of them before their confidence is known.
    struct Overrule {
        let standing: [WordSegment]
        let mainLanguages: Set<SpokenLanguage>

        /// Whether the merge will drop a companion's `word`, whatever its confidence.
        func drops(_ word: WordSegment) -> Bool {
            mainLanguages.contains(word.language) && standing.contains { WordMerger.shared(word, $0) > 0 }
        }
    }

    /// Whether a word stands: no other model hears its language, or it is the main model's and trusted.
    private func stands(_ word: WordSegment, model: Int, otherLanguages: [Set<SpokenLanguage>]) -> Bool {
        let heardByOthers = otherLanguages.contains { $0.contains(word.language) }
        return !heardByOthers || (model == 0 && word.confidence >= trustedConfidence)
    }

    private func rivals(_ a: WordSegment, _ b: WordSegment) -> Bool {
        Self.shared(a, b) > 0 && Self.shared(a, b) >= overlap * min(a.end - a.start, b.end - b.start)
    }

    /// Seconds two words share.
    private static func shared(_ a: WordSegment, _ b: WordSegment) -> Double {
        min(a.end, b.end) - max(a.start, b.start)
    }
}
