import Foundation
import WriteOutLoud

/// Where `wol analyze` puts each recording's outcome, in input order.
protocol ReportSink: AnyObject, Sendable {
    func accept(_ outcome: Result<CompletedAnalysis, AnalysisFailure>)
    func finish()
}

/// Writes reports to stdout, keeping it parseable: text blocks, one JSON document, or JSON lines. Failures go
/// into JSON output as `{file, ok: false, error}`; in text they are left to the end-of-batch summary on stderr.
///
/// `@unchecked Sendable`: the batch runner calls it from one thread at a time, in input order.
final class StandardOutputWriter: ReportSink, @unchecked Sendable {
    private let format: ReportFormat
    private let language: FeedbackLanguage
    private let count: Int
    private var written = 0

    init(format: ReportFormat, language: FeedbackLanguage, count: Int) {
        self.format = format
        self.language = language
        self.count = count
        if format == .json, count > 1 { emit("[\n") }
    }

    func accept(_ outcome: Result<CompletedAnalysis, AnalysisFailure>) {
        switch (outcome, format) {
        case (.success(let analysis), .text):
            emit((written > 0 ? "\n" : "") + format.document(analysis, language: language))
        case (.success(let analysis), _):
            emit(format.document(analysis, language: language), last: written == count - 1)
        case (.failure(let failure), .json), (.failure(let failure), .jsonl):
            emit(JSONLines.encode(failure, pretty: format == .json) + "\n", last: written == count - 1)
        case (.failure, _):
            break
        }
        written += 1
    }

    func finish() {
        if format == .json, count > 1 { emit("]\n") }
    }

    /// Writes text; inside a JSON array, every element but the last gets a separating comma.
    private func emit(_ text: String, last: Bool = true) {
        var text = text
        if format == .json, count > 1, !last, text.hasSuffix("\n") {
            text.removeLast()
            text += ",\n"
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// Writes one line to stderr.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
