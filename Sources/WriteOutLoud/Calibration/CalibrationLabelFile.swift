import Foundation

/// Reads a file of human stroke verdicts, in CSV or JSON (see `docs/calibration.md`).
///
/// CSV: a header row naming the columns `recording`, `stroke_index`, `verdict` (`pass` or `fail`) and,
/// optionally, `dimension` (`shape`, `direction`, `position` or `proportion`), in any order.
/// JSON: `{"version": 1, "labels": [{"recording", "strokeIndex", "verdict", "dimension"?}]}`.
public enum CalibrationLabelFile {
    public static let formatVersion = 1

    /// Loads and checks every label.
    /// - Parameters:
    ///   - url: a `.csv` or `.json` file.
    ///   - displayName: how to name the file in errors; the path by default.
    /// - Returns: the labels in file order; recording paths resolved against the file's folder.
    /// - Throws: ``CalibrationError`` naming the file, the line or field, and the problem.
    public static func load(_ url: URL, displayName: String? = nil) throws(CalibrationError) -> [CalibrationLabel] {
        let file = displayName ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CalibrationError(file: file, field: "file", problem: "cannot be read")
        }
        let folder = url.deletingLastPathComponent()
        let labels: [CalibrationLabel]
        switch url.pathExtension.lowercased() {
        case "csv": labels = try csvLabels(data, file: file)
        case "json": labels = try jsonLabels(data, file: file)
        default:
            throw CalibrationError(file: file, field: "file", problem: "must end in .csv or .json")
        }
        guard !labels.isEmpty else { throw CalibrationError(file: file, field: "labels", problem: "there are none") }
        return labels.map { label in
            var label = label
            label.recording = URL(fileURLWithPath: label.recording, relativeTo: folder).standardizedFileURL.path
            return label
        }
    }

    private static func csvLabels(_ data: Data, file: String) throws(CalibrationError) -> [CalibrationLabel] {
        guard let text = String(data: data, encoding: .utf8) else {
            throw CalibrationError(file: file, field: "file", problem: "is not UTF-8 text")
        }
        let rows: [CSVReader.Row]
        do {
            rows = try CSVReader.rows(text)
        } catch {
            throw CalibrationError(file: file, field: "line \(error.line)", problem: "a quoted field never closes")
        }
        guard let header = rows.first else { throw CalibrationError(file: file, field: "labels", problem: "there are none") }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ name: String, required: Bool) throws(CalibrationError) -> Int? {
            let index = names.firstIndex(of: name)
            if required, index == nil {
                throw CalibrationError(
                    file: file, field: "line \(header.line)", problem: "the header has no \(name) column")
            }
            return index
        }
        let recording = try column("recording", required: true) ?? 0
        let stroke = try column("stroke_index", required: true) ?? 0
        let verdict = try column("verdict", required: true) ?? 0
        let dimension = try column("dimension", required: false)

        return try rows.dropFirst().map { row throws(CalibrationError) in
            func cell(_ index: Int, _ name: String) throws(CalibrationError) -> String {
                guard row.fields.indices.contains(index) else {
                    throw CalibrationError(file: file, field: "line \(row.line), \(name)", problem: "is missing")
                }
                return row.fields[index].trimmingCharacters(in: .whitespaces)
            }
            let location = "line \(row.line)"
            return try label(
                recording: cell(recording, "recording"), strokeIndex: cell(stroke, "stroke_index"),
                verdict: cell(verdict, "verdict"),
                dimension: dimension.flatMap { row.fields.indices.contains($0) ? row.fields[$0] : nil },
                location: location, strokeIndexKey: "stroke_index", file: file) { "\(location), \($0)" }
        }
    }

    private struct JSONFile: Decodable {
        var version: Int
        var labels: [JSONLabel]
    }

    private struct JSONLabel: Decodable {
        var recording: String
        var strokeIndex: Int
        var verdict: String
        var dimension: String?
    }

    private static func jsonLabels(_ data: Data, file: String) throws(CalibrationError) -> [CalibrationLabel] {
        let decoded: JSONFile
        switch StrictJSON.decode(JSONFile.self, from: data) {
        case .success(let file): decoded = file
        case .failure(let failure): throw CalibrationError(file: file, field: failure.field, problem: failure.problem)
        }
        guard decoded.version == formatVersion else {
            throw CalibrationError(
                file: file, field: "version", problem: "is \(decoded.version), this engine reads version \(formatVersion)")
        }
        return try decoded.labels.enumerated().map { index, entry throws(CalibrationError) in
            try label(
                recording: entry.recording, strokeIndex: String(entry.strokeIndex), verdict: entry.verdict,
                dimension: entry.dimension, location: "labels[\(index)]", strokeIndexKey: "strokeIndex", file: file
            ) { "labels[\(index)].\($0)" }
        }
    }

    private static func label(
        recording: String, strokeIndex: String, verdict: String, dimension: String?, location: String,
        strokeIndexKey: String, file: String, field: (String) -> String
    ) throws(CalibrationError) -> CalibrationLabel {
        func fail(_ name: String, _ problem: String) -> CalibrationError {
            CalibrationError(file: file, field: field(name), problem: problem)
        }
        guard !recording.isEmpty else { throw fail("recording", "is empty") }
        guard let index = Int(strokeIndex), index >= 0 else {
            throw fail(strokeIndexKey, "must be a whole number from 0, got \"\(strokeIndex)\"")
        }
        let humanPass: Bool
        switch verdict.lowercased() {
        case "pass": humanPass = true
        case "fail": humanPass = false
        default: throw fail("verdict", "must be pass or fail, got \"\(verdict)\"")
        }
        let trimmed = dimension?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        var named: StrokeDimension?
        if !trimmed.isEmpty {
            guard let parsed = StrokeDimension(rawValue: trimmed) else {
                let choices = StrokeDimension.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail("dimension", "must be one of \(choices), got \"\(trimmed)\"")
            }
            named = parsed
        }
        return CalibrationLabel(
            recording: recording, strokeIndex: index, humanPass: humanPass, dimension: named, location: location)
    }
}
