internal import CFFTW
import Foundation

/// The spectrum of a real frame of one power-of-two length and the frame back from it, through FFTW: the
/// half spectrum (bins 0 … length/2, the rest mirror them), so a real frame costs half a complex transform.
///
/// Owns its FFTW plans and buffers and is used by one caller at a time (``NoiseSuppressor`` makes one per
/// recording). FFTW's planner is not thread-safe, so plans are made and destroyed under one lock; running a
/// plan is.
final class FrameTransform {
    let length: Int
    /// Spectrum bins kept: length/2 + 1.
    let bins: Int
    /// The frame: samples in before ``forward(into:)``, samples out after ``inverse(from:)``.
    let frame: UnsafeMutableBufferPointer<Double>
    private let forwardPlan: fftw_plan
    private let inversePlan: fftw_plan

    private static let planner = NSLock()

    /// A half spectrum: `bins` complex values, real and imaginary parts interleaved, in FFTW's alignment so
    /// that any of them can be handed to the plans.
    final class Spectrum {
        let values: UnsafeMutableBufferPointer<Double>

        fileprivate init(bins: Int) {
            let complex = fftw_alloc_complex(bins)!
            values = UnsafeMutableBufferPointer(
                start: UnsafeMutableRawPointer(complex).assumingMemoryBound(to: Double.self), count: 2 * bins)
            values.initialize(repeating: 0)
        }

        deinit { fftw_free(values.baseAddress) }

        /// |X[k]|² of bin `bin`.
        func power(_ bin: Int) -> Double {
            values[2 * bin] * values[2 * bin] + values[2 * bin + 1] * values[2 * bin + 1]
        }

        fileprivate var complex: UnsafeMutablePointer<fftw_complex> {
            UnsafeMutableRawPointer(values.baseAddress!).assumingMemoryBound(to: fftw_complex.self)
        }
    }

    /// - Parameter length: a power of two, at least 2.
    init(length: Int) {
        precondition(length >= 2 && length & (length - 1) == 0, "a transform of a power of two, not \(length)")
        self.length = length
        bins = length / 2 + 1
        let frame = UnsafeMutableBufferPointer(start: fftw_alloc_real(length)!, count: length)
        frame.initialize(repeating: 0)
        self.frame = frame
        let spectrum = Spectrum(bins: bins)
        let size = Int32(length)
        // FFTW_ESTIMATE plans without running transforms, so planning is quick and leaves the buffers alone.
        (forwardPlan, inversePlan) = Self.planner.withLock {
            (
                fftw_plan_dft_r2c_1d(size, frame.baseAddress, spectrum.complex, UInt32(FFTW_ESTIMATE))!,
                fftw_plan_dft_c2r_1d(size, spectrum.complex, frame.baseAddress, UInt32(FFTW_ESTIMATE))!
            )
        }
    }

    deinit {
        Self.planner.withLock {
            fftw_destroy_plan(forwardPlan)
            fftw_destroy_plan(inversePlan)
        }
        fftw_free(frame.baseAddress)
    }

    /// A zeroed half spectrum to transform into.
    func makeSpectrum() -> Spectrum { Spectrum(bins: bins) }

    /// X[k] = Σ x[n]·e^(−2πikn/N) of ``frame``, for k = 0 … length/2, into `spectrum`; the frame is kept.
    func forward(into spectrum: Spectrum) {
        fftw_execute_dft_r2c(forwardPlan, frame.baseAddress, spectrum.complex)
    }

    /// The real frame whose half spectrum is `spectrum`, times `length` (FFTW does not divide), into
    /// ``frame``. The spectrum's values are used up.
    func inverse(from spectrum: Spectrum) {
        fftw_execute_dft_c2r(inversePlan, spectrum.complex, frame.baseAddress)
    }
}
