import Foundation
import WriteOutLoud

/// Writes reports and failures to stdout in the chosen format, keeping stdout parseable.
final class ReportWriter {
    private let format: ReportFormat
    private let count: Int
    private var written = 0
    private let encoder: JSONEncoder

    init(format: ReportFormat, count: Int) {
        self.format = format
        self.count = count
        encoder = JSONEncoder()
        encoder.outputFormatting =
            format == .json ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        if format == .json, count > 1 { emit("[") }
    }

    func write(_ report: AnalysisReport) {
        switch format {
        case .text:
            if written > 0 { emit("") }
            emit(TextReportRenderer.render(report), newline: false)
        case .json, .jsonl: emitJSON(report)
        }
        written += 1
    }

    /// In text format failures are left to the end-of-batch summary on stderr, so stdout holds reports only.
    func write(_ failure: AnalysisFailure) {
        if format != .text { emitJSON(failure) }
        written += 1
    }

    func finish() {
        if format == .json, count > 1 { emit("]") }
    }

    private func emitJSON(_ value: some Encodable) {
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            data = (try? encoder.encode(AnalysisFailure(file: "(report)", error: "cannot be encoded: \(error)"))) ?? Data()
        }
        let text = String(decoding: data, as: UTF8.self)
        let separator = format == .json && count > 1 && written < count - 1 ? "," : ""
        emit(text + separator)
    }

    private func emit(_ text: String, newline: Bool = true) {
        FileHandle.standardOutput.write(Data((newline ? text + "\n" : text).utf8))
    }
}

/// Writes one line to stderr.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
