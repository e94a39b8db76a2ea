import Dispatch
import WriteOutLoud

/// One speech decoder with the thread that runs it.
///
/// A decoder is expensive to create and must be used by one request at a time; ``EnginePool`` lends each slot
/// to one request at a time. The work runs on the slot's own serial queue, off Swift's cooperative threads, so a
/// long analysis never stalls the server's network I/O or the tasks reading other uploads.
/// `@unchecked Sendable`: the pool guarantees exclusive use while the slot is lent, and ``voice`` is touched only
/// on the slot's queue.
final class EngineSlot: @unchecked Sendable {
    /// nil when the server judges ink only (no speech model).
    let recognizer: SpeechRecognizer?
    private let queue: DispatchQueue
    /// The learner's transform text the decoder applies now, nil for the standard model; not to be trusted after
    /// a failed switch (``unknownVoice``).
    private var voice: String?
    private var unknownVoice = false

    init(recognizer: SpeechRecognizer?, index: Int) {
        self.recognizer = recognizer
        queue = DispatchQueue(label: "wol.engine.\(index)")
    }

    /// Runs `work` on the slot's thread and waits for it without blocking a cooperative thread.
    func run<Value: Sendable>(_ work: @escaping @Sendable (SpeechRecognizer?) -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work(self.recognizer)) }
        }
    }

    /// Runs `work` like ``run(_:)`` with the learner's voice: their own model's decoder, borrowed from `models`
    /// for the run (loaded first when none is idle), or the slot's decoder switched to their speaker transform
    /// (nil: the standard model). Switching re-reads the model's means, so it happens only when the transform
    /// differs from the one the slot's last request used (docs/speech.md, "The learner's voice in the server").
    /// A learner model that cannot be loaded is logged, and the attempt heard with the transform.
    /// - Parameter work: gets the recogniser and which voice it hears with (`standard` too when the learner's
    ///   transform could not be applied).
    func run<Value: Sendable>(
        voice wanted: LearnerVoice, models: LearnerModelDecoders,
        _ work: @escaping @Sendable (SpeechRecognizer?, SpeechVoice) -> Value
    ) async -> Value {
        await run { recognizer in
            if recognizer != nil, case .model(let digest, let means, _) = wanted {
                do {
                    let decoder = try models.borrow(digest: digest, means: means)
                    defer { models.giveBack(decoder) }
                    return work(decoder.recognizer, .learnerModel)
                } catch {
                    VoiceLog.logger.warning(
                        "learner model \(digest) could not be loaded (\(error)); hearing with the speaker transform")
                }
            }
            return work(recognizer, self.switchVoice(to: wanted.transform))
        }
    }

    /// Makes the decoder hear with `wanted`, unless it already does; only on the slot's queue.
    private func switchVoice(to wanted: String?) -> SpeechVoice {
        guard let recognizer else { return .standard }
        if !unknownVoice, wanted == voice { return wanted == nil ? .standard : .learner }
        do {
            if let wanted {
                try SpeakerTransform.withTemporaryFile(text: wanted) { transform throws(SpeechError) in
                    try recognizer.useSpeakerTransform(transform)
                }
            } else {
                try recognizer.useSpeakerTransform(nil)
            }
            voice = wanted
            unknownVoice = false
            return wanted == nil ? .standard : .learner
        } catch {
            // useSpeakerTransform went back to the standard model if it could; the next request switches anew.
            unknownVoice = true
            return .standard
        }
    }
}
