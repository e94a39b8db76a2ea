internal import CPocketSphinx
import Foundation

/// The one owner of a PocketSphinx decoder: every call into PocketSphinx's decoder, front end, feature
/// extractor and lattice goes through this type, so the rest of the engine speaks Swift.
///
/// `@unchecked Sendable` because a `ps_decoder_t` has no internal locking: the decoder may move between
/// threads or tasks (a recogniser built on one thread and used on a worker, a session's actor) but only one
/// owner at a time may call into it. ``SpeechRecognizer`` and ``RecognitionSession`` each keep theirs
/// private and use it from one place at a time, which makes that sound.
final class PocketSphinxDecoder: @unchecked Sendable {
    /// One word of the best path of the utterance searched last.
    struct Segment {
        /// The dictionary word, alternative pronunciations marked as in the dictionary (`shu(2)`).
        var word: String
        /// First and last frame of the word, counted from the start of the utterance's stream.
        var firstFrame: Int
        var lastFrame: Int
        /// Natural-log likelihood of the word's audio under the acoustic model alone.
        var acousticScore: Double
    }

    /// PocketSphinx keeps acoustic scores in its log base shifted right by 10 bits (`SENSCR_SHIFT`): the
    /// factor that turns one into a log-likelihood.
    static let scoreScale = 1024.0

    private let decoder: OpaquePointer
    /// Cepstral means right after loading, restored before every utterance so that a result never depends
    /// on which files the decoder heard before.
    private let initialMeans: [Float]
    /// The last error PocketSphinx logged while starting, even if it started: it skips dictionary words it
    /// cannot use with only a log line, and this line is how the engine can say which and why.
    let startupError: String?

    /// Starts a decoder with command-line style options (`["-hmm", path, "-dict", path, …]`).
    /// - Throws: ``SpeechError`` with PocketSphinx's own last error when it refuses the options.
    init(arguments: [String], subject: String) throws(SpeechError) {
        PocketSphinxLog.silence()
        let (decoder, error) = PocketSphinxLog.capturing { () -> OpaquePointer? in
            var argv: [UnsafeMutablePointer<CChar>?] = Self.freshWarpParameters(in: arguments).map { strdup($0) }
            defer { argv.forEach { free($0) } }
            guard let config = cmd_ln_parse_r(nil, ps_args(), Int32(argv.count), &argv, 1) else { return nil }
            defer { cmd_ln_free_r(config) }
            return ps_init(config)
        }
        guard let decoder else {
            throw SpeechError(
                subject: subject, reason: .decoderInitFailed(error ?? "it gave no reason (check the model folder)"))
        }
        self.decoder = decoder
        startupError = error
        var means: [Float] = []
        if let cmn = Self.cepstralMeanState(of: decoder) {
            means = [Float](repeating: 0, count: Int(cmn.pointee.veclen))
            means.withUnsafeMutableBufferPointer { cmn_live_get(cmn, $0.baseAddress) }
        }
        initialMeans = means
    }

    deinit { ps_free(decoder) }

    /// The last `-warp_params` given to a decoder, by `-warp_type` (PocketSphinx's default type when none is given).
    nonisolated(unsafe) private static var lastWarpParameters: [String: String] = [:]

    /// `arguments` with `-warp_params` made to differ from the last one given for the same `-warp_type`, by a
    /// trailing space its parser ignores. PocketSphinx keeps each warp's parameters in static variables and skips
    /// parsing a string equal to the last one, even when a decoder without parameters came in between and set the
    /// warp to none: a decoder given the warp of the last-but-one would silently get no warp. Called only while
    /// ``PocketSphinxLog/capturing(_:)`` holds its lock, as every decoder start does, so starts never interleave.
    private static func freshWarpParameters(in arguments: [String]) -> [String] {
        guard let index = arguments.firstIndex(of: "-warp_params"), index + 1 < arguments.count else {
            return arguments
        }
        let type = arguments.firstIndex(of: "-warp_type").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
            ?? "inverse_linear"
        var adjusted = arguments
        if lastWarpParameters[type] == adjusted[index + 1] { adjusted[index + 1] += " " }
        lastWarpParameters[type] = adjusted[index + 1]
        return adjusted
    }

    // MARK: Dictionary and searches

    /// Whether the loaded dictionary has a usable pronunciation for `word`.
    func knows(_ word: String) -> Bool {
        guard let phones = ps_lookup_word(decoder, word) else { return false }
        free(phones)
        return true
    }

    /// Adds `word` to the dictionary with space-separated `phones`.
    /// - Parameter rebuildSearches: make the searches already defined see the word now (costly; leave it
    ///   false while adding several words before any search exists).
    /// - Returns: false when PocketSphinx refuses it (a phone not in the acoustic model).
    func addWord(_ word: String, phones: String, rebuildSearches: Bool) -> Bool {
        ps_add_word(decoder, word, phones, rebuildSearches ? 1 : 0) >= 0
    }

    /// Compiles a JSGF grammar into a search called `name`; false when PocketSphinx rejects it.
    func addGrammarSearch(named name: String, jsgf: String) -> Bool {
        ps_set_jsgf_string(decoder, name, jsgf) == 0
    }

    /// Compiles a JSGF grammar into a search called `name` without the silence and noise fillers PocketSphinx
    /// otherwise allows between any two words (`-fsgusefiller`, which stays on for the other searches): for forcing
    /// an alignment, where the speech filler (`+SPN+`) would explain speech the grammar's words should.
    /// - Returns: false when PocketSphinx rejects the grammar.
    func addGrammarSearchWithoutFillers(named name: String, jsgf: String) -> Bool {
        let config = ps_get_config(decoder)
        let usesFillers = cmd_ln_access_r(config, "-fsgusefiller")?.pointee.i ?? 1
        cmd_ln_set_int_r(config, "-fsgusefiller", 0)
        defer { cmd_ln_set_int_r(config, "-fsgusefiller", usesFillers) }
        return addGrammarSearch(named: name, jsgf: jsgf)
    }

    /// Adds a search called `name` that hears any sequence of the acoustic model's phones, with no phone
    /// language model (a free phone loop); false when PocketSphinx refuses it.
    func addPhoneLoopSearch(named name: String) -> Bool {
        ps_set_allphone(decoder, name, nil) == 0
    }

    /// Adds a search called `name` that hears one or more of `words` in a row, every word as likely as any other
    /// and none costing a language-model score (a JSGF grammar would divide each step's probability among the
    /// words, and with hundreds of them the loop's best path would be chosen by that cost rather than by the
    /// audio); the decoder's word insertion penalty and fillers still apply. False when PocketSphinx refuses it.
    func addWordLoopSearch(named name: String, words: [String]) -> Bool {
        let transitions = words.flatMap { ["TRANSITION 0 1 1.0 \($0)", "TRANSITION 1 1 1.0 \($0)"] }
        let text = (["FSG_BEGIN \(name)", "NUM_STATES 2", "START_STATE 0", "FINAL_STATE 1"] + transitions + ["FSG_END", ""])
            .joined(separator: "\n")
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { buffer -> Bool in
            guard let stream = fmemopen(buffer.baseAddress, buffer.count, "r") else { return false }
            defer { fclose(stream) }
            let languageWeight = Float(cmd_ln_float_r(ps_get_config(decoder), "-lw"))
            guard let fsg = fsg_model_read(stream, ps_get_logmath(decoder), languageWeight) else { return false }
            defer { fsg_model_free(fsg) }
            return ps_set_fsg(decoder, name, fsg) == 0
        }
    }

    /// Drops the search called `name` and the memory its compiled grammar holds.
    func removeSearch(named name: String) {
        ps_unset_search(decoder, name)
    }

    /// The name of the search the next utterance uses.
    var currentSearch: String? {
        ps_get_search(decoder).map { String(cString: $0) }
    }

    /// Makes the search called `name` the one the next utterance uses; false when there is none by that name.
    func selectSearch(named name: String) -> Bool {
        ps_set_search(decoder, name) == 0
    }

    // MARK: Speaker transform

    /// Applies the MLLR transform in `file` to the model's means from now on, replacing any earlier one:
    /// PocketSphinx reads the means afresh from the model folder and transforms them, so transforms never pile up.
    /// - Returns: false when PocketSphinx cannot read the file (the decoder keeps its earlier means).
    func useSpeakerTransform(_ file: URL) -> Bool {
        guard let transform = ps_mllr_read(file.path) else { return false }
        // The decoder takes ownership of the transform (and frees the one it replaces).
        return ps_update_mllr(decoder, transform) != nil
    }

    // MARK: Utterances

    /// Starts an utterance on a fresh stream: frame clock at 0, the front end's noise estimate started again.
    /// - Returns: false when PocketSphinx could not start one.
    func startUtterance() -> Bool {
        ps_start_stream(decoder) == 0 && ps_start_utt(decoder) == 0
    }

    /// Ends the open utterance, settling its best path and lattice; false when PocketSphinx failed to.
    @discardableResult
    func endUtterance() -> Bool {
        ps_end_utt(decoder) >= 0
    }

    /// Searches 16-bit samples in the open utterance; false when the decoder rejects them.
    func process(_ pcm: [Int16]) -> Bool {
        pcm.withUnsafeBufferPointer { ps_process_raw(decoder, $0.baseAddress, pcm.count, 0, 0) } >= 0
    }

    /// Searches some frames of `cepstra` in the open utterance, as one block, leaving `cepstra` as they were;
    /// false when the decoder rejects them.
    func process(_ cepstra: Cepstra, frames: Range<Int>) -> Bool {
        cepstra.withRows(frames) { rows, count in ps_process_cep(decoder, rows, count, 0, 0) } >= 0
    }

    /// The words of the best path so far (during an utterance) or final (after it ended), in time order.
    func segments() -> [Segment] {
        let logMath = ps_get_logmath(decoder)
        var segments: [Segment] = []
        var iterator = ps_seg_iter(decoder)
        while let current = iterator {
            defer { iterator = ps_seg_next(current) }
            var acoustic: Int32 = 0
            var language: Int32 = 0
            var backoff: Int32 = 0
            ps_seg_prob(current, &acoustic, &language, &backoff)
            var first: Int32 = 0
            var last: Int32 = 0
            ps_seg_frames(current, &first, &last)
            segments.append(
                Segment(
                    word: String(cString: ps_seg_word(current)), firstFrame: Int(first), lastFrame: Int(last),
                    acousticScore: logmath_log_to_ln(logMath, acoustic) * Self.scoreScale))
        }
        return segments
    }

    /// The word lattice of the utterance just ended, every link with its posterior probability.
    /// - Parameter acousticScale: factor applied to acoustic log-likelihoods before normalising
    ///   (PocketSphinx's `1/-ascale`); smaller flattens the posteriors.
    /// - Returns: nil when the decoder built no lattice (e.g. nothing but silence).
    func wordPosteriors(acousticScale: Double) -> WordPosteriors? {
        guard let lattice = ps_get_lattice(decoder),
            ps_lattice_bestpath(lattice, nil, 1, Float(acousticScale)) != nil
        else { return nil }
        ps_lattice_posterior(lattice, nil, Float(acousticScale))
        let logMath = ps_lattice_get_logmath(lattice)
        var links: [WordPosteriors.Link] = []
        var nodes = ps_latnode_iter(lattice)
        while let nodeIterator = nodes {
            if let node = ps_latnode_iter_node(nodeIterator) {
                var exits = ps_latnode_exits(node)
                while let linkIterator = exits {
                    if let link = ps_latlink_iter_link(linkIterator), let word = ps_latlink_word(lattice, link) {
                        var first: Int16 = 0
                        let last = ps_latlink_times(link, &first)
                        links.append(
                            WordPosteriors.Link(
                                word: String(cString: word), firstFrame: Int(first), lastFrame: Int(last),
                                posterior: logmath_exp(logMath, ps_latlink_prob(lattice, link, nil))))
                    }
                    exits = ps_latlink_iter_next(linkIterator)
                }
            }
            nodes = ps_latnode_iter_next(nodeIterator)
        }
        return WordPosteriors(links: links)
    }

    // MARK: Front end and cepstral means

    /// The cepstra of `samples` through the decoder's own front end (its noise removal included): what the
    /// decoder would compute from the same samples, so that the engine can measure their means and then
    /// search them without running the front end twice. Starts a fresh stream first, which resets the front
    /// end's noise estimate (else the cepstra would depend on earlier audio). Nil when the front end fails.
    /// - Complexity: O(*n*) in the number of samples (the front end only, no search).
    func cepstra(of samples: [Int16]) -> Cepstra? {
        let width = initialMeans.count
        guard width > 0, let frontEnd = ps_get_fe(decoder), Int(fe_get_output_size(frontEnd)) == width else {
            return nil
        }
        let capacity = samples.count / SpeechActivity.frameLength + 2
        var values = [Float](repeating: 0, count: capacity * width)
        fe_start_stream(frontEnd)
        guard fe_start_utt(frontEnd) >= 0 else { return nil }
        let frames = values.withUnsafeMutableBufferPointer { out -> Int? in
            guard let base = out.baseAddress else { return nil }
            var rows: [UnsafeMutablePointer<Float>?] = (0..<capacity).map { base + $0 * width }
            return rows.withUnsafeMutableBufferPointer { rows in
                samples.withUnsafeBufferPointer { pcm in
                    Self.frontEndFrames(frontEnd, pcm, into: rows)
                }
            }
        }
        guard let frames else { return nil }
        values.removeLast((capacity - frames) * width)
        return Cepstra(width: width, values: values)
    }

    /// Runs the front end over all of `pcm` and ends its utterance, writing one frame per row of `rows`;
    /// the number of frames written, nil on failure or when `rows` run out.
    private static func frontEndFrames(
        _ frontEnd: OpaquePointer, _ pcm: UnsafeBufferPointer<Int16>,
        into rows: UnsafeMutableBufferPointer<UnsafeMutablePointer<Float>?>
    ) -> Int? {
        guard let firstRow = rows.baseAddress else { return nil }
        var next = pcm.baseAddress
        var remaining = pcm.count
        var written = 0
        while remaining > 0 {
            var frames = Int32(rows.count - written)
            let before = remaining
            guard frames > 0, fe_process_frames(frontEnd, &next, &remaining, firstRow + written, &frames, nil) >= 0
            else { return nil }
            written += Int(frames)
            if remaining == before && frames == 0 { break }
        }
        if written < rows.count {
            var last: Int32 = 0
            guard fe_end_utt(frontEnd, rows[written], &last) >= 0 else { return nil }
            written += Int(last)
        }
        return written
    }

    /// The mean cepstrum of `samples` through the decoder's own front end, as PocketSphinx's whole-utterance
    /// (`-cmn batch`) normalisation would subtract it; the means after loading when the audio has no frame to
    /// average.
    /// - Complexity: O(*n*) in the number of samples (one pass of the front end, no search).
    func cepstralMeans(of samples: [Int16]) -> [Float] {
        cepstra(of: samples)?.mean ?? initialMeans
    }

    /// Puts the feature extractor's cepstral means back to where they were after loading.
    func resetCepstralMeans() {
        guard !initialMeans.isEmpty, let cmn = Self.cepstralMeanState(of: decoder) else { return }
        initialMeans.withUnsafeBufferPointer { cmn_live_set(cmn, $0.baseAddress) }
    }

    /// Sets the feature extractor's cepstral means for the coming utterance, as PocketSphinx's `-cmninit`
    /// does: these means are subtracted until 8 s of audio have passed, then the mean of those 8 s, and so on.
    /// Decoding block by block otherwise subtracts the means the model was loaded with, which fits some
    /// voices and microphones badly.
    ///
    /// `cmn_live_set` also primes the running sum as if the means had already been heard for a while, and
    /// no sphinxbase call clears that, so the sum and its frame count are zeroed here through the fields
    /// `sphinxbase/cmn.h` declares.
    func useCepstralMeans(_ means: [Float]) {
        guard means.count == initialMeans.count, !means.isEmpty, let cmn = Self.cepstralMeanState(of: decoder)
        else { return }
        means.withUnsafeBufferPointer { cmn_live_set(cmn, $0.baseAddress) }
        cmn.pointee.nframe = 0
        for index in 0..<Int(cmn.pointee.veclen) { cmn.pointee.sum[index] = 0 }
    }

    /// The running cepstral-mean state of a decoder's feature extractor, reached through the feature
    /// structure `sphinxbase/feat.h` declares (the decoder itself is opaque).
    private static func cepstralMeanState(of decoder: OpaquePointer) -> UnsafeMutablePointer<cmn_t>? {
        guard let features = ps_get_feat(decoder) else { return nil }
        return features.pointee.cmn_struct
    }
}
