import Foundation
import PostgresNIO

extension PostgresProgressStore {
    public func activateCalibration(_ calibration: Calibration) async throws(StoreError) {
        let text = try StoredNames.text(of: calibration)
        let now = ISO8601DateFormatter().string(from: Date())
        try await run { connection, logger in
            try await connection.withTransaction(logger: logger) { connection in
                try await connection.query("UPDATE calibration SET active = FALSE WHERE active", logger: logger)
                try await connection.query(
                    "INSERT INTO calibration (activatedAt, calibration, active) VALUES (\(now), \(text), TRUE)",
                    logger: logger)
            }
        }
    }

    public func activeCalibration() async throws(StoreError) -> ActiveCalibration? {
        try await run { connection, logger in
            var found: ActiveCalibration?
            for try await (id, activatedAt, text) in try await connection.query(
                "SELECT id, activatedAt, calibration FROM calibration WHERE active ORDER BY id DESC LIMIT 1", logger: logger
            ).decode((Int64, String, String).self) {
                found = ActiveCalibration(id: Int(id), activatedAt: activatedAt, calibration: try StoredNames.calibration(text))
            }
            return found
        }
    }
}
