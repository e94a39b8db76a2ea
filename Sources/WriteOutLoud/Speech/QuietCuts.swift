/// Splits a recording into pieces at the middles of long quiet stretches, so that each piece can be searched
/// as its own utterance.
///
/// PocketSphinx builds the word lattice that gives confidences in time that grows with the square of the
/// utterance's length (for every word end it looks up each possible next word in a list of all the
/// lattice's nodes): over 12 s recordings of names that was a quarter of the engine's time. A learner
/// pauses between names, and a cut in the middle of a long pause leaves every name whole, with pause on both
/// sides for the grammar's optional leading and trailing pause.
struct QuietCuts: Sendable {
    /// Shortest quiet stretch, in frames, that is cut: longer than any gap inside a name. Measured on 40
    /// sequences (`wol-bench speech --every 6 --characters 20`): uncut, the engine took 1.61× the time of
    /// `pocketsphinx_continuous`; cut at 60, 40 and 30 frames 1.46, 1.27 and 1.22×; sequence WER 5.6 % uncut,
    /// 4.2, 4.9 and 5.1 % cut.
    var minimumQuietFrames = 30
    /// A frame is quiet when its energy is within this many dB of the recording's noise floor
    /// (``DecoderParameters/quietCutMarginDB``).
    var quietMarginDB = DecoderParameters().quietCutMarginDB

    /// The pieces of `samples` to search one after another: sample ranges that start on frame boundaries
    /// (multiples of ``SpeechActivity/frameLength``), so that they split the recording's frames between them.
    /// - Complexity: O(*n* + *f* log *f*) for *n* samples and *f* frames.
    func pieces(of samples: [Int16]) -> [Range<Int>] {
        var activity = SpeechActivity()
        activity.append(samples)
        let energies = activity.frameEnergies
        let quietBelow = activity.noiseFloor + quietMarginDB
        var cuts: [Int] = []
        var runStart: Int?
        for frame in 0...energies.count {
            let quiet = frame < energies.count && energies[frame] < quietBelow
            if quiet {
                if runStart == nil { runStart = frame }
            } else if let start = runStart {
                runStart = nil
                let touchesEdge = start == 0 || frame == energies.count
                if !touchesEdge && frame - start >= minimumQuietFrames { cuts.append((start + frame) / 2) }
            }
        }
        let bounds = [0] + cuts.map { $0 * SpeechActivity.frameLength } + [samples.count]
        return zip(bounds, bounds.dropFirst()).map { $0..<$1 }
    }
}
