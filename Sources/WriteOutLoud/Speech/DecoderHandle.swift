internal import CPocketSphinx
import Foundation

/// Owns one PocketSphinx decoder and frees it when the last reference goes.
///
/// `@unchecked Sendable` because a `ps_decoder_t` has no internal locking: the handle may move between
/// threads or tasks (a recogniser built on one thread and used on a worker, a session's actor) but only one
/// owner at a time may call into it. ``SpeechRecognizer`` and ``RecognitionSession`` each keep their handle
/// private and use it from one place at a time, which makes that sound.
final class DecoderHandle: @unchecked Sendable {
    let decoder: OpaquePointer
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
            var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
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
        if let cmn = wol_decoder_cmn(decoder) {
            means = [Float](repeating: 0, count: Int(cmn.pointee.veclen))
            means.withUnsafeMutableBufferPointer { cmn_live_get(cmn, $0.baseAddress) }
        }
        initialMeans = means
    }

    deinit { ps_free(decoder) }

    /// Whether the loaded dictionary has a usable pronunciation for `word`.
    func knows(_ word: String) -> Bool {
        guard let phones = ps_lookup_word(decoder, word) else { return false }
        free(phones)
        return true
    }

    /// Puts the feature extractor's cepstral means back to where they were after loading.
    func resetCepstralMeans() {
        guard !initialMeans.isEmpty, let cmn = wol_decoder_cmn(decoder) else { return }
        initialMeans.withUnsafeBufferPointer { cmn_live_set(cmn, $0.baseAddress) }
    }

    /// The cepstra of `samples` through the decoder's own front end; nil when the front end fails.
    /// - Complexity: O(*n*) in the number of samples (the front end only, no search).
    func cepstra(of samples: [Int16]) -> Cepstra? {
        Cepstra(of: samples, decoder: decoder, width: initialMeans.count)
    }

    /// The mean cepstrum of `samples` through the decoder's own front end, as PocketSphinx's whole-utterance
    /// (`-cmn batch`) normalisation would subtract it; the means after loading when the audio has no frame to
    /// average.
    /// - Complexity: O(*n*) in the number of samples (one pass of the front end, no search).
    func cepstralMeans(of samples: [Int16]) -> [Float] {
        cepstra(of: samples)?.mean ?? initialMeans
    }

    /// Sets the feature extractor's cepstral means for the coming utterance, as PocketSphinx's `-cmninit`
    /// does: these means are subtracted until 8 s of audio have passed, then the mean of those 8 s, and so on.
    /// Decoding block by block otherwise subtracts the means the model was loaded with, which fits some
    /// voices and microphones badly.
    func useCepstralMeans(_ means: [Float]) {
        guard means.count == initialMeans.count, !means.isEmpty, let cmn = wol_decoder_cmn(decoder) else { return }
        means.withUnsafeBufferPointer { cmn_live_set(cmn, $0.baseAddress) }
        cmn.pointee.nframe = 0
        for index in 0..<Int(cmn.pointee.veclen) { cmn.pointee.sum[index] = 0 }
    }
}
