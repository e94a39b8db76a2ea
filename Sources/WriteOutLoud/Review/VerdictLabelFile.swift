import Foundation

/// Teachers' drawing verdicts as the label CSV `wol calibrate` reads (`recording`, `stroke_index`, `verdict`,
/// `dimension`), with the store's own columns beside them, which `wol calibrate` passes over: `attempt`,
/// `learner`, `character`, `teacher`, `given_at`, `engine_verdict`, `engine_score`, `note`, `engine_version`.
/// Only drawing verdicts are labels (calibration fits the drawing threshold), and of several on one stroke
/// the latest. `dimension`, the part of the drawing found wrong, is left empty: teachers do not say it.
public enum VerdictLabelFile {
    public static let columns = [
        "recording", "stroke_index", "verdict", "dimension", "attempt", "learner", "character", "teacher", "given_at",
        "engine_verdict", "engine_score", "note", "engine_version",
    ]

    /// One label read back for the store.
    public struct Label: Hashable, Sendable {
        /// The stored attempt, when the file names it; else it is found by `recording`.
        public var attempt: Int64?
        public var recording: String
        public var stroke: Int
        public var passed: Bool
        public var note: String?
        public var givenAt: String?
        /// `line N`, for errors.
        public var location: String
    }

    /// The CSV of the latest drawing verdict on each stroke.
    /// - Parameter attempts: the stored attempts the verdicts are on, by id.
    public static func csv(_ verdicts: [TeacherVerdict], attempts: [Int64: LessonAttempt]) -> String {
        var lines = [columns.joined(separator: ",")]
        for verdict in verdicts.filter({ $0.dimension == .drawing }).standing {
            let attempt = attempts[verdict.attempt]
            let fields: [String] = [
                attempt?.recordingPath ?? "", String(verdict.stroke), verdict.passed ? "pass" : "fail", "",
                String(verdict.attempt), attempt?.learner ?? "", attempt?.character ?? "", verdict.teacher,
                verdict.givenAt, verdict.enginePassed.map { $0 ? "pass" : "fail" } ?? "",
                verdict.engineScore.map { String($0) } ?? "", verdict.note ?? "", verdict.engineVersion,
            ]
            lines.append(fields.map(quoted).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads labels to put in the store: `recording` (or `attempt`), `stroke_index` and `verdict` are needed;
    /// `note` and `given_at` are kept when present.
    /// - Throws: ``CalibrationError`` naming the file, the line and column, and the problem.
    public static func labels(_ text: String, file: String) throws(CalibrationError) -> [Label] {
        let rows: [CSVReader.Row]
        do {
            rows = try CSVReader.rows(text)
        } catch {
            throw CalibrationError(file: file, field: "line \(error.line)", problem: "a quoted field never closes")
        }
        guard let header = rows.first, rows.count > 1 else {
            throw CalibrationError(file: file, field: "labels", problem: "there are none")
        }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        for required in ["stroke_index", "verdict"] where !names.contains(required) {
            throw CalibrationError(file: file, field: "line \(header.line)", problem: "the header has no \(required) column")
        }
        guard names.contains("recording") || names.contains("attempt") else {
            throw CalibrationError(file: file, field: "line \(header.line)", problem: "the header has no recording or attempt column")
        }
        return try rows.dropFirst().map { row throws(CalibrationError) in
            func cell(_ name: String) -> String? {
                guard let index = names.firstIndex(of: name), row.fields.indices.contains(index) else { return nil }
                let value = row.fields[index].trimmingCharacters(in: .whitespaces)
                return value.isEmpty ? nil : value
            }
            func fail(_ name: String, _ problem: String) -> CalibrationError {
                CalibrationError(file: file, field: "line \(row.line), \(name)", problem: problem)
            }
            var attempt: Int64?
            if let text = cell("attempt") {
                guard let id = Int64(text), id > 0 else { throw fail("attempt", "must be an attempt's id, got \"\(text)\"") }
                attempt = id
            }
            let recording = cell("recording") ?? ""
            guard attempt != nil || !recording.isEmpty else { throw fail("recording", "is empty and no attempt is named") }
            guard let strokeText = cell("stroke_index"), let stroke = Int(strokeText), stroke >= 0 else {
                throw fail("stroke_index", "must be a whole number from 0, got \"\(cell("stroke_index") ?? "")\"")
            }
            let passed: Bool
            switch cell("verdict")?.lowercased() {
            case "pass": passed = true
            case "fail": passed = false
            default: throw fail("verdict", "must be pass or fail, got \"\(cell("verdict") ?? "")\"")
            }
            return Label(
                attempt: attempt, recording: recording, stroke: stroke, passed: passed, note: cell("note"),
                givenAt: cell("given_at"), location: "line \(row.line)")
        }
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break.
    private static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
