import Synchronization
import WriteOutLoud

/// The server's stroke judge, following the calibration activated in its progress store, so that a calibration
/// activated while servers run (`wol calibrate --store --activate`, on any server sharing the store) is applied by
/// all of them without a restart.
///
/// Requests read the judge from memory only; ``follow()`` reads the store, and ``CalibrationWatch`` calls it every
/// few seconds, off the requests' path.
final class CalibratedJudge: Sendable {
    /// The stroke judge with a calibration's thresholds applied, and which calibration that is.
    struct Current: Sendable {
        var analyzer: StrokeAnalyzer
        var calibration: AppliedCalibration?
    }

    /// The judge as the server was started with it, before any calibration from the store.
    private let base: StrokeAnalyzer
    private let store: (any ProgressStore)?
    private let state: Mutex<Current>

    init(base: StrokeAnalyzer, store: (any ProgressStore)?) {
        self.base = base
        self.store = store
        state = Mutex(Current(analyzer: base, calibration: nil))
    }

    /// The judge to use now.
    var current: Current { state.withLock { $0 } }

    /// Reads the store's active calibration and judges with it from now on (with the base judge when none is
    /// active); a calibration already applied is not applied again.
    /// - Returns: the calibration now applied, if any.
    /// - Throws: ``StoreError`` when the store cannot be read; the judge is then left as it was.
    @discardableResult
    func follow() async throws(StoreError) -> AppliedCalibration? {
        guard let store else { return nil }
        let active = try await store.activeCalibration()
        if active?.id == current.calibration?.id { return active?.applied }
        let next = Current(
            analyzer: active.map {
                StrokeAnalyzer(configuration: $0.calibration.applied(to: base.configuration), recognizer: base.recognizer)
            } ?? base,
            calibration: active?.applied)
        state.withLock { $0 = next }
        return next.calibration
    }
}
