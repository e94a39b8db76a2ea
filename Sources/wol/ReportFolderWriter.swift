import Foundation
import WriteOutLoud

/// Writes one report file per recording into a folder, then a summary of the batch beside them
/// (`summary.json`, and a table on stdout).
///
/// Report files are named `<recording name>.report.<ext>`, so a folder that also holds the recordings never has
/// one overwritten. `@unchecked Sendable`: the batch runner calls it from one thread at a time, in input order.
final class ReportFolderWriter: ReportSink, @unchecked Sendable {
    /// One line of `summary.json`.
    struct Entry: Codable {
        var file: String
        var ok: Bool
        var report: String?
        var score: Double?
        var grade: String?
        var error: String?
    }

    private let folder: URL
    private let format: ReportFormat
    private let language: FeedbackLanguage
    private let names: [String]
    private var entries: [Entry] = []

    /// - Throws: ``CLIError/setup(_:)`` when the folder cannot be made or an output would replace an input.
    init(folder: URL, format: ReportFormat, language: FeedbackLanguage, recordings: [String]) throws {
        self.folder = folder
        self.format = format
        self.language = language
        names = Self.outputNames(for: recordings, fileExtension: format.fileExtension)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError.setup("\(folder.path): cannot create the output folder (\(error.localizedDescription))")
        }
        let inputs = Set(recordings.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        for name in names + ["summary.json"] where inputs.contains(folder.appendingPathComponent(name).standardizedFileURL.path) {
            throw CLIError.setup("\(folder.appendingPathComponent(name).path): would overwrite an input recording")
        }
    }

    func accept(_ outcome: Result<CompletedAnalysis, AnalysisFailure>) {
        let name = names[entries.count]
        switch outcome {
        case .success(let analysis):
            let report = analysis.report
            do {
                try Data(format.document(analysis, language: language).utf8)
                    .write(to: folder.appendingPathComponent(name), options: .atomic)
                entries.append(
                    Entry(file: report.file, ok: true, report: name, score: report.overall.score,
                          grade: report.overall.grade.rawValue))
            } catch {
                entries.append(Entry(file: report.file, ok: false, error: "\(name): cannot be written"))
            }
        case .failure(let failure):
            entries.append(Entry(file: failure.file, ok: false, error: failure.error))
        }
    }

    func finish() {
        let summary = folder.appendingPathComponent("summary.json")
        do {
            try Data((JSONLines.encode(entries, pretty: true) + "\n").utf8).write(to: summary, options: .atomic)
        } catch {
            printError("wol: \(summary.path): cannot be written")
        }
        var lines = ["\(entries.filter(\.ok).count) of \(entries.count) reports written to \(folder.path)"]
        for entry in entries {
            let outcome = entry.ok
                ? "\(Int((entry.score ?? 0).rounded()))  \(entry.grade ?? "")  \(entry.report ?? "")"
                : "failed: \(entry.error ?? "")"
            lines.append("  \(entry.file)  \(outcome)")
        }
        FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// `<stem>.report.<ext>` per recording, with `-2`, `-3` … where two recordings share a stem.
    static func outputNames(for recordings: [String], fileExtension: String) -> [String] {
        var used: [String: Int] = [:]
        return recordings.map { path in
            let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let count = used[stem, default: 0] + 1
            used[stem] = count
            return "\(stem)\(count > 1 ? "-\(count)" : "").report.\(fileExtension)"
        }
    }
}
