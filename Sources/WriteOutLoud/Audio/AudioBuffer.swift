/// Mono audio in memory as floating-point samples in −1…1.
public struct AudioBuffer: Hashable, Sendable {
    public var samples: [Float]
    public var sampleRate: Double

    public init(samples: [Float], sampleRate: Double) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    /// Length in seconds.
    public var duration: Double { Double(samples.count) / sampleRate }
}
