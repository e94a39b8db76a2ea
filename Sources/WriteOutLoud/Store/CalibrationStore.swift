import Foundation

/// Calibrations fitted to teachers' verdicts (`wol calibrate --store --activate`), kept in the progress store so
/// that every server and `wol analyze --store` sharing it judge with the same thresholds.
public protocol CalibrationStore: Sendable {
    /// Keeps `calibration` and makes it the active one, in place of any earlier.
    func activateCalibration(_ calibration: Calibration) async throws(StoreError)

    /// The active calibration with its id and activation time, or nil when none was activated.
    /// - Throws: ``StoreError`` when the store cannot be read or the stored calibration not decoded.
    func activeCalibration() async throws(StoreError) -> ActiveCalibration?
}

extension StoredNames {
    /// The calibration JSON in `calibration.calibration`, checked as a calibration file is.
    static func calibration(_ text: String) throws(StoreError) -> Calibration {
        let calibration: Calibration
        switch StrictJSON.decode(Calibration.self, from: Data(text.utf8)) {
        case .success(let decoded): calibration = decoded
        case .failure(let failure):
            throw StoreError(file: "", field: "calibration.calibration", problem: "\(failure.field): \(failure.problem)")
        }
        do {
            try calibration.validate(file: "")
        } catch {
            throw StoreError(file: "", field: "calibration.calibration", problem: "\(error.field): \(error.problem)")
        }
        return calibration
    }

    /// A calibration as the store keeps it: the JSON of its file.
    static func text(of calibration: Calibration) throws(StoreError) -> String {
        do {
            return String(decoding: try calibration.encoded(), as: UTF8.self)
        } catch {
            throw StoreError(file: "", field: "calibration", problem: "cannot be encoded: \(error)")
        }
    }
}
