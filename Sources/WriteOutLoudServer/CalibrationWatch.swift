import Logging
import ServiceLifecycle
import WriteOutLoud

/// Checks the progress store for a newly activated calibration every few seconds while the server runs (one small
/// query each time), so requests never wait on it.
struct CalibrationWatch: Service {
    let judge: CalibratedJudge
    let seconds: Double
    let logger: Logger

    func run() async {
        while !Task.isShuttingDownGracefully && !Task.isCancelled {
            do {
                try await cancelWhenGracefulShutdown { [seconds] in try await Task.sleep(for: .seconds(seconds)) }
            } catch {
                return
            }
            let before = judge.current.calibration
            do {
                let now = try await judge.follow()
                if now != before {
                    logger.notice("judging with calibration \(now.map { "\($0.id) (activated \($0.activatedAt))" } ?? "none")")
                }
            } catch {
                logger.warning("cannot read the active calibration: \(error); judging as before")
            }
        }
    }
}
