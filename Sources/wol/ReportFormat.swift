import ArgumentParser
import Foundation
import WriteOutLoud

/// How `wol analyze` writes its reports.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    /// A table and sentences for a person.
    case text
    /// One JSON object for one recording, an array for several.
    case json
    /// One JSON object per line per recording, for batches and programs.
    case jsonl
    /// A self-contained page: the drawing over the template, a pen/voice timeline, the scores and tips.
    case html
    /// The drawing alone.
    case svg

    /// File extension of one report in this format.
    var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json, .jsonl: "json"
        case .html: "html"
        case .svg: "svg"
        }
    }

    /// Whether several reports can share one output stream.
    var streams: Bool { self == .text || self == .json || self == .jsonl }

    /// One report as a complete document in this format.
    func document(_ analysis: CompletedAnalysis, language: FeedbackLanguage) -> String {
        switch self {
        case .text: TextReportRenderer.render(analysis.report, language: language)
        case .json, .jsonl: JSONLines.encode(analysis.report, pretty: self == .json) + "\n"
        case .html:
            HTMLReportRenderer(language: language).render(
                analysis.report, recording: analysis.recording, template: analysis.template)
        case .svg:
            SVGCharacterRenderer(language: language).render(
                analysis.report, recording: analysis.recording, template: analysis.template)
        }
    }
}

/// JSON encoding with sorted keys, as every machine-readable output of `wol` uses.
enum JSONLines {
    static func encode(_ value: some Encodable, pretty: Bool = false) -> String {
        do {
            return String(decoding: try SortedJSON.encoder(pretty: pretty).encode(value), as: UTF8.self)
        } catch {
            let failure = AnalysisFailure(file: "(report)", error: "cannot be encoded: \(error)")
            return String(decoding: (try? SortedJSON.encoder(pretty: pretty).encode(failure)) ?? Data(), as: UTF8.self)
        }
    }
}
