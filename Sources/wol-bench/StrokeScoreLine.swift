import Foundation
import WriteOutLoud

/// One judged stroke as a tab-separated line (label, group, character, stroke, accuracy, passed, shape,
/// direction, position, proportion), so tolerances and the threshold can be studied offline.
enum StrokeScoreLine {
    static let header = "label\tgroup\tcharacter\tstroke\taccuracy\tpassed\tshape\tdirection\tposition\tproportion"

    static func line(label: String, group: StrokesSample.Group, character: String, judgement: StrokeJudgement) -> String {
        let scores = judgement.scores
        return [label, group.rawValue, character, String(judgement.templateIndex + 1)].joined(separator: "\t") + "\t"
            + [judgement.accuracy].map { String(format: "%.4f", $0) }.joined() + "\t\(judgement.passed ? 1 : 0)\t"
            + [scores.shape, scores.direction, scores.position, scores.proportion].map { String(format: "%.6g", $0) }
            .joined(separator: "\t")
    }

    /// Writes `lines` under the header into `path`.
    /// - Throws: ``BenchFailure`` naming the file when it cannot be written.
    static func write(_ lines: [String], to path: String) throws {
        do {
            try ([header] + lines).joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw BenchFailure("\(path): cannot write: \(error.localizedDescription)")
        }
    }
}
