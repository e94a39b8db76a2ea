internal import CPocketSphinx

/// Word confidences from PocketSphinx's word lattice: the posterior probability that a word was said at a
/// time, summed over every lattice path that has it there.
///
/// The grammar search's own segments carry no usable probability; the lattice does, and unlike raw scores
/// its posteriors are comparable across files: 0.9 means the competing explanations of that stretch of audio
/// are together 9 times less likely.
struct WordPosteriors {
    /// A lattice link reduced to what the confidence needs.
    private struct Link {
        var word: String
        var firstFrame: Int
        var lastFrame: Int
        var posterior: Double
    }

    private let links: [Link]

    /// Reads the lattice of the utterance just ended.
    /// - Parameters:
    ///   - decoder: a decoder after `ps_end_utt`.
    ///   - acousticScale: factor applied to acoustic log-likelihoods before normalising (PocketSphinx's
    ///     `1/-ascale`); smaller flattens the posteriors.
    /// - Returns: nil when the decoder built no lattice (e.g. nothing but silence).
    init?(decoder: OpaquePointer, acousticScale: Double) {
        guard let lattice = ps_get_lattice(decoder),
            ps_lattice_bestpath(lattice, nil, 1, Float(acousticScale)) != nil
        else { return nil }
        ps_lattice_posterior(lattice, nil, Float(acousticScale))
        let logMath = ps_lattice_get_logmath(lattice)
        var links: [Link] = []
        var nodes = ps_latnode_iter(lattice)
        while let nodeIterator = nodes {
            if let node = ps_latnode_iter_node(nodeIterator) {
                var exits = ps_latnode_exits(node)
                while let linkIterator = exits {
                    if let link = ps_latlink_iter_link(linkIterator), let word = ps_latlink_word(lattice, link) {
                        var first: Int16 = 0
                        let last = ps_latlink_times(link, &first)
                        let posterior = logmath_exp(logMath, ps_latlink_prob(lattice, link, nil))
                        links.append(
                            Link(
                                word: PronunciationDictionary.baseWord(String(cString: word)),
                                firstFrame: Int(first), lastFrame: Int(last), posterior: posterior))
                    }
                    exits = ps_latlink_iter_next(linkIterator)
                }
            }
            nodes = ps_latnode_iter_next(nodeIterator)
        }
        self.links = links
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
