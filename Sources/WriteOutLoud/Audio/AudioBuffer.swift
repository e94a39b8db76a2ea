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

extension AudioBuffer {
    /// Means smaller than this (−60 dBFS) are left alone: a few seconds of speech leave one that large by
    /// themselves (up to 5·10⁻⁴ in the fixtures), and it is far below anything the recogniser notices.
    public static let smallestDCOffsetRemoved: Float = 0.001

    /// The same audio with its mean subtracted when that mean is a real bias (at least
    /// ``smallestDCOffsetRemoved``), so that silence sits at zero whatever the microphone.
    public func removingDCOffset() -> AudioBuffer {
        guard !samples.isEmpty else { return self }
        let mean = Float(samples.reduce(0.0) { $0 + Double($1) } / Double(samples.count))
        guard abs(mean) >= Self.smallestDCOffsetRemoved else { return self }
        return AudioBuffer(samples: samples.map { $0 - mean }, sampleRate: sampleRate)
    }
}
