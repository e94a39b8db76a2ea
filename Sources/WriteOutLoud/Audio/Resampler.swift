import Foundation

/// Changes the sample rate of a stream of samples with a polyphase windowed-sinc low-pass filter.
///
/// The filter is a Kaiser-windowed sinc whose cutoff sits just under the Nyquist frequency of the lower of the
/// two rates, so that downsampling suppresses aliases (stopband ≥ 80 dB from the lower rate's Nyquist frequency
/// on) and upsampling suppresses images. Its response is symmetric, so output sample *n* sits at exactly input
/// time *n*·in/out: resampling shifts no event in time.
///
/// Feed samples in chunks of any size with ``process(_:)`` and call ``finish()`` at the end; the output is the
/// same however the input is chunked.
public struct Resampler: Sendable {
    /// Filter half-length, in samples of the lower rate: sets the transition band's width.
    static let halfLengthAtLowerRate = 32
    /// Cutoff as a fraction of the lower rate's Nyquist frequency.
    static let rolloff = 0.92
    /// Kaiser window shape for about 80 dB of stopband attenuation.
    static let kaiserBeta = 7.857
    /// Most filter phases kept in the table; rate pairs needing more use the phase just before the exact one.
    static let maximumPhases = 2048

    public let inputRate: Double
    public let outputRate: Double
    /// Output samples per `down` input samples are `up`: the reduced ratio of the integer rates.
    private let up: Int
    private let down: Int
    private let phases: Int
    /// Taps reach from input index `i − halfTaps + 1` to `i + halfTaps` around output time `i + fraction`.
    private let halfTaps: Int
    /// `phases` rows of `2 · halfTaps` coefficients.
    private let table: [Float]
    /// Input samples not yet fully used, starting at absolute input index `pendingStart`.
    private var pending: [Float]
    private var pendingStart: Int
    private var inputCount = 0
    private var nextOutput = 0

    /// Makes a resampler between two rates, rounded to whole hertz.
    /// - Parameters:
    ///   - inputRate: the rate of the samples to be fed, in Hz; must be ≥ 1.
    ///   - outputRate: the rate wanted, in Hz; must be ≥ 1.
    /// - Complexity: O(*p*·*t*) to build the filter table, *p* phases of *t* taps.
    public init(from inputRate: Double, to outputRate: Double) {
        precondition(inputRate.isFinite && inputRate >= 1, "Resampler: input rate must be at least 1 Hz")
        precondition(outputRate.isFinite && outputRate >= 1, "Resampler: output rate must be at least 1 Hz")
        self.inputRate = inputRate.rounded()
        self.outputRate = outputRate.rounded()
        let input = Int(self.inputRate)
        let output = Int(self.outputRate)
        let divisor = Self.greatestCommonDivisor(input, output)
        up = output / divisor
        down = input / divisor
        phases = min(up, Self.maximumPhases)
        let bandwidth = min(1, Double(up) / Double(down))
        halfTaps = Int((Double(Self.halfLengthAtLowerRate) / bandwidth).rounded(.up))
        table = Self.makeTable(phases: phases, halfTaps: halfTaps, cutoff: bandwidth * Self.rolloff)
        pending = [Float](repeating: 0, count: halfTaps - 1)
        pendingStart = -(halfTaps - 1)
    }

    /// Resamples the next chunk of input.
    /// - Parameter samples: input samples following those fed before.
    /// - Returns: every output sample that the input so far fully determines.
    /// - Complexity: O(*n*·*t*) for *n* output samples and *t* taps.
    public mutating func process(_ samples: [Float]) -> [Float] {
        pending.append(contentsOf: samples)
        inputCount += samples.count
        return produce(finishing: false)
    }

    /// Flushes the output that depends on input after the last sample, treating that input as silence.
    /// - Returns: the last output samples; in all the stream gave ⌈inputs·out/in⌉ samples. The resampler is then
    ///   ready for a new stream.
    public mutating func finish() -> [Float] {
        produce(finishing: true)
    }

    private mutating func produce(finishing: Bool) -> [Float] {
        let total = (inputCount * up + down - 1) / down
        var output: [Float] = []
        if finishing { pending.append(contentsOf: repeatElement(0, count: halfTaps + 1)) }
        let width = 2 * halfTaps
        pending.withUnsafeBufferPointer { input in
            table.withUnsafeBufferPointer { coefficients in
                while nextOutput < total {
                    let position = nextOutput * down
                    let center = position / up
                    guard finishing || center + halfTaps < inputCount else { break }
                    let phase = phases == up ? position % up : (position % up) * phases / up
                    let first = center - halfTaps + 1 - pendingStart
                    let row = phase * width
                    var sum: Float = 0
                    for tap in 0..<width { sum += input[first + tap] * coefficients[row + tap] }
                    output.append(sum)
                    nextOutput += 1
                }
            }
        }
        let stillNeeded = (nextOutput * down) / up - halfTaps + 1
        let droppable = stillNeeded - pendingStart
        if finishing {
            pending = [Float](repeating: 0, count: halfTaps - 1)
            pendingStart = -(halfTaps - 1)
            inputCount = 0
            nextOutput = 0
        } else if droppable > 4096 {
            pending.removeFirst(droppable)
            pendingStart += droppable
        }
        return output
    }

    /// Kaiser-windowed sinc coefficients: row *p* holds h(p/phases − j) for j = −halfTaps+1 … halfTaps.
    private static func makeTable(phases: Int, halfTaps: Int, cutoff: Double) -> [Float] {
        let width = 2 * halfTaps
        var table = [Float](repeating: 0, count: phases * width)
        let normaliser = besselI0(kaiserBeta)
        for phase in 0..<phases {
            let fraction = Double(phase) / Double(phases)
            for tap in 0..<width {
                let distance = fraction - Double(tap - halfTaps + 1)
                let x = distance / Double(halfTaps)
                guard abs(x) < 1 else { continue }
                let window = besselI0(kaiserBeta * (1 - x * x).squareRoot()) / normaliser
                table[phase * width + tap] = Float(cutoff * sinc(cutoff * distance) * window)
            }
        }
        return table
    }

    private static func sinc(_ x: Double) -> Double {
        x == 0 ? 1 : sin(Double.pi * x) / (Double.pi * x)
    }

    /// The zeroth-order modified Bessel function of the first kind, by its power series.
    private static func besselI0(_ x: Double) -> Double {
        var sum = 1.0
        var term = 1.0
        let quarterSquare = x * x / 4
        for k in 1..<64 {
            term *= quarterSquare / Double(k * k)
            sum += term
            if term < sum * 1e-17 { break }
        }
        return sum
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
