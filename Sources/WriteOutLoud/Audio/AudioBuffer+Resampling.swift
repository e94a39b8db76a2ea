extension AudioBuffer {
    /// The same sound at another sample rate, band-limited so that nothing aliases.
    /// - Parameter rate: the sample rate wanted, in Hz (≥ 1).
    /// - Returns: this buffer unchanged when the rates already match, else ⌈n·rate/sampleRate⌉ samples.
    /// - Complexity: O(*n*·*t*) for *n* output samples and a filter of *t* taps (``Resampler``).
    public func resampled(to rate: Double) -> AudioBuffer {
        if rate.rounded() == sampleRate.rounded() { return self }
        let resampler = Resampler(from: sampleRate, to: rate)
        let samples = resampler.process(samples) + resampler.finish()
        return AudioBuffer(samples: samples, sampleRate: resampler.outputRate)
    }
}
