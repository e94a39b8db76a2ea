/// Word confidences from PocketSphinx's word lattice: the posterior probability that a word was said at a
/// time, summed over every lattice path that has it there.
///
/// The grammar search's own segments carry no usable probability; the lattice does, and unlike raw scores
/// its posteriors are comparable across files: 0.9 means the competing explanations of that stretch of audio
/// are together 9 times less likely.
struct WordPosteriors {
    /// A lattice link reduced to what the confidence needs.
    struct Link {
        var word: String
        var firstFrame: Int
        var lastFrame: Int
        var posterior: Double
    }

    private let links: [Link]

    /// Keeps the links of a lattice (``PocketSphinxDecoder/wordPosteriors(acousticScale:)``), each word
    /// without its pronunciation variant mark.
    init(links: [Link]) {
        self.links = links.map { link in
            var link = link
            link.word = PronunciationDictionary.baseWord(link.word)
            return link
        }
    }

    /// The probability that `word` was being said at the middle of the given frames.
    func confidence(of word: String, frames: ClosedRange<Int>) -> Double {
        let middle = (frames.lowerBound + frames.upperBound) / 2
        let total = links.reduce(0.0) { sum, link in
            link.word == word && link.firstFrame <= middle && middle <= link.lastFrame ? sum + link.posterior : sum
        }
        return min(1, max(0, total))
    }
}
