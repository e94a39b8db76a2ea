/// How much worse than any sounds at all the expected names may explain a piece of a recording and still be
/// accepted (``DecoderParameters/phoneLoopMargins``): loss of log-likelihood (natural log) per frame of name
/// against a free phone loop, by length of the name.
///
/// A longer name has more frames for a near word to differ on, so the two lengths are calibrated apart
/// (`wol-bench speech --real … --phone-loop --verification-sweep …`, each voice's margin chosen on the others).
public struct PhoneLoopMargins: Hashable, Codable, Sendable {
    /// The margin for a name of one syllable (横, 点, "dot").
    public var oneSyllable: Double
    /// The margin for a name of two or more syllables (横折, "horizontal turn").
    public var longer: Double

    public init(oneSyllable: Double, longer: Double) {
        self.oneSyllable = oneSyllable
        self.longer = longer
    }

    /// The same margin for names of every length.
    public init(_ margin: Double) {
        self.init(oneSyllable: margin, longer: margin)
    }

    /// The margin for a name of `syllables` Mandarin syllables.
    func margin(syllables: Int) -> Double { syllables <= 1 ? oneSyllable : longer }
}
