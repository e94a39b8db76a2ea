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

    public func activeCalibration() async throws(StoreError) -> Calibration? {
        try await run { connection, logger in
            var found: Calibration?
            for try await text in try await connection.query(
                "SELECT calibration FROM calibration WHERE active ORDER BY id DESC LIMIT 1", logger: logger
            ).decode(String.self) {
                found = try StoredNames.calibration(text)
            }
            return found
        }
    }
}
