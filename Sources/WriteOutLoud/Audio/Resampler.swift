internal import CFFmpeg

/// Changes the sample rate of a stream of mono samples, through FFmpeg's libswresample (its default polyphase
/// windowed-sinc filter: alias and image suppression far under what the decoder hears, no shift in time).
///
/// Equal rates pass samples through untouched. Feed samples in chunks of any size with ``process(_:)`` and call
/// ``finish()`` at the end; the output is the same however the input is chunked, and the whole stream gives
/// ⌈inputs · out/in⌉ samples, output sample *n* at input time *n* · in/out.
///
/// One owner at a time (a live session's utterance, one call of ``AudioBuffer/resampled(to:)``): the converter's
/// state lives in a libswresample context, which this class owns and frees; that is why it is a class, and why it
/// is `@unchecked Sendable` (handed between tasks, never used by two at once).
public final class Resampler: @unchecked Sendable {
    public let inputRate: Double
    public let outputRate: Double
    /// nil when the rates are equal.
    private var context: OpaquePointer?
    /// Input samples fed and output samples given since the stream began.
    private var fed = 0
    private var given = 0

    /// Makes a resampler between two rates, rounded to whole hertz.
    /// - Parameters:
    ///   - inputRate: the rate of the samples to be fed, in Hz; must be ≥ 1.
    ///   - outputRate: the rate wanted, in Hz; must be ≥ 1.
    public init(from inputRate: Double, to outputRate: Double) {
        precondition(inputRate.isFinite && inputRate >= 1, "Resampler: input rate must be at least 1 Hz")
        precondition(outputRate.isFinite && outputRate >= 1, "Resampler: output rate must be at least 1 Hz")
        self.inputRate = inputRate.rounded()
        self.outputRate = outputRate.rounded()
        guard self.inputRate != self.outputRate else { return }
        var inputLayout = AVChannelLayout()
        av_channel_layout_default(&inputLayout, 1)
        var outputLayout = inputLayout
        let made = swr_alloc_set_opts2(
            &context, &outputLayout, AV_SAMPLE_FMT_FLT, Int32(clamping: Int(self.outputRate)), &inputLayout,
            AV_SAMPLE_FMT_FLT, Int32(clamping: Int(self.inputRate)), 0, nil)
        precondition(
            made >= 0 && swr_init(context) >= 0,
            "Resampler: libswresample cannot convert \(self.inputRate) Hz to \(self.outputRate) Hz")
    }

    deinit { swr_free(&context) }

    /// Resamples the next chunk of input.
    /// - Parameter samples: input samples following those fed before.
    /// - Returns: every output sample that the input so far determines.
    /// - Complexity: O(*n*·*t*) for *n* output samples and a filter of *t* taps.
    public func process(_ samples: [Float]) -> [Float] {
        guard context != nil else { return samples }
        fed += samples.count
        return converted(samples)
    }

    /// Flushes the output that depends on input after the last sample, treating that input as silence.
    /// - Returns: the last output samples; in all the stream gave ⌈inputs·out/in⌉ samples. The resampler is then
    ///   ready for a new stream.
    public func finish() -> [Float] {
        guard context != nil else { return [] }
        let total = (fed * Int(outputRate) + Int(inputRate) - 1) / Int(inputRate)
        let wanted = total - given
        var output = converted(nil)
        if output.count > wanted {
            output.removeLast(output.count - wanted)
        } else {
            output += repeatElement(0, count: wanted - output.count)
        }
        swr_init(context)
        (fed, given) = (0, 0)
        return output
    }

    /// What libswresample gives for `samples`, or for the end of the stream when nil.
    private func converted(_ samples: [Float]?) -> [Float] {
        let count = Int32(clamping: samples?.count ?? 0)
        let capacity = max(0, swr_get_out_samples(context, count))
        var output = [Float](repeating: 0, count: Int(capacity))
        let made = output.withUnsafeMutableBytes { target in
            var out = target.baseAddress?.assumingMemoryBound(to: UInt8.self)
            guard let samples else { return swr_convert(context, &out, capacity, nil, 0) }
            return samples.withUnsafeBytes { source in
                var input = source.baseAddress?.assumingMemoryBound(to: UInt8.self)
                return swr_convert(context, &out, capacity, &input, count)
            }
        }
        // libswresample fails only on bad arguments or memory, neither of which a mono float stream can give.
        precondition(made >= 0, "Resampler: libswresample failed (\(made))")
        output.removeLast(output.count - Int(made))
        given += Int(made)
        return output
    }
}
