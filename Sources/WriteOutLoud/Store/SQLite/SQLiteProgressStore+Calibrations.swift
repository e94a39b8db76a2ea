import Foundation
import GRDB

extension SQLiteProgressStore {
    public func activateCalibration(_ calibration: Calibration) throws(StoreError) {
        let text = try StoredNames.text(of: calibration)
        try write { db in
            try db.execute(sql: "UPDATE calibration SET active = 0 WHERE active = 1")
            try db.execute(
                sql: "INSERT INTO calibration (activatedAt, calibration, active) VALUES (?, ?, 1)",
                arguments: [ISO8601DateFormatter().string(from: Date()), text])
        }
    }

    public func activeCalibration() throws(StoreError) -> ActiveCalibration? {
        try read { db in
            try Row.fetchOne(
                db, sql: "SELECT id, activatedAt, calibration FROM calibration WHERE active = 1 ORDER BY id DESC LIMIT 1"
            ).map { row in
                ActiveCalibration(id: row["id"], activatedAt: row["activatedAt"], calibration: try StoredNames.calibration(row["calibration"]))
            }
        }
    }
}
