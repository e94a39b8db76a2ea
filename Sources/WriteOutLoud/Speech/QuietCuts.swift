/// Splits a recording into the pieces searched one after another: stretches with speech, each searched as its
/// own utterance, and the insides of long pauses, set apart as quiet pieces.
///
/// PocketSphinx builds the word lattice that gives confidences in time that grows with the square of the
/// utterance's length (for every word end it looks up each possible next word in a list of all the
/// lattice's nodes): over 12 s recordings of names that was a quarter of the engine's time. A learner
/// pauses between names; cutting in a long pause leaves every name whole, and keeping some of the pause on
/// both sides leaves the grammar its optional leading and trailing pause. The rest of the pause holds no
/// name, and a quiet piece whose every frame is too faint to pass the loudness check need not be searched.
struct QuietCuts: Sendable {
    /// A stretch of the recording, searched as one utterance unless it is quiet enough to leave out.
    struct Piece: Equatable, Sendable {
        /// The piece's samples; every bound but the recording's end falls on a frame boundary (a multiple of
        /// ``SpeechActivity/frameLength``).
        var samples: Range<Int>
        /// Whether the piece is the inside of a long quiet stretch (every frame quiet).
        var isQuiet: Bool
    }

    /// Shortest quiet stretch, in frames, that is cut: longer than any gap inside a name. Measured on 40
    /// sequences (`wol-bench speech --every 6 --characters 20`): uncut, the engine took 1.61× the time of
    /// `pocketsphinx_continuous`; cut at 60, 40 and 30 frames 1.46, 1.27 and 1.22×; sequence WER 5.6 % uncut,
    /// 4.2, 4.9 and 5.1 % cut.
    var minimumQuietFrames = 30
    /// Frames of a long quiet stretch left to the speech on each side of it; the rest becomes a quiet piece (a
    /// stretch too short to leave anything is cut in its middle, as every stretch was before). Room for the
    /// grammar's pause word (0.2 s) after the last name: with 15 frames, isolated synthetic names lost 2–3 of
    /// 57 clean clips and real sequences up to 4 names of 111; with 25, one noisy clip of 19 here and there and
    /// −2 to +1 names in sequences (`wol-bench speech --every 8`, `--real … --speaker pffy`, 2026-11-24).
    var keptQuietFrames = 25
    /// A frame is quiet when its energy is within this many dB of the recording's noise floor
    /// (``DecoderParameters/quietCutMarginDB``).
    var quietMarginDB = DecoderParameters().quietCutMarginDB

    /// The pieces of `samples` in order, covering them without gap or overlap; one piece (empty) for no samples.
    /// - Complexity: O(*n* + *f* log *f*) for *n* samples and *f* frames.
    func pieces(of samples: [Int16]) -> [Piece] {
        var activity = SpeechActivity()
        activity.append(samples)
        let energies = activity.frameEnergies
        let quietBelow = activity.noiseFloor + quietMarginDB
        let setApart = Self.runs(in: energies.map { $0 < quietBelow })
            .filter { $0.count >= minimumQuietFrames }
            .compactMap { insideOf($0, frames: energies.count) }
        let sample = { (frame: Int) in frame == energies.count ? samples.count : frame * SpeechActivity.frameLength }
        var pieces: [Piece] = []
        var next = 0
        for stretch in setApart {
            let (start, end) = (sample(stretch.lowerBound), sample(stretch.upperBound))
            if start > next { pieces.append(Piece(samples: next..<start, isQuiet: false)) }
            if start < end { pieces.append(Piece(samples: start..<end, isQuiet: true)) }
            next = end
        }
        if next < samples.count || pieces.isEmpty {
            pieces.append(Piece(samples: next..<samples.count, isQuiet: false))
        }
        return pieces
    }

    /// What becomes a quiet piece of a long quiet run: all of it but ``keptQuietFrames`` on each side that
    /// borders speech; an empty range at its middle (a plain cut) when nothing would be left; nil when such a
    /// run touches an end of the recording (nothing to cut).
    private func insideOf(_ run: Range<Int>, frames: Int) -> Range<Int>? {
        let lower = run.lowerBound == 0 ? 0 : run.lowerBound + keptQuietFrames
        let upper = run.upperBound == frames ? frames : run.upperBound - keptQuietFrames
        if lower < upper { return lower..<upper }
        guard run.lowerBound > 0 && run.upperBound < frames else { return nil }
        let middle = run.lowerBound + run.count / 2
        return middle..<middle
    }

    /// The runs of consecutive true values, in order.
    private static func runs(in flags: [Bool]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for (index, flag) in flags.enumerated() {
            if flag, start == nil { start = index }
            if !flag, let first = start {
                runs.append(first..<index)
                start = nil
            }
        }
        if let first = start { runs.append(first..<flags.count) }
        return runs
    }
}
