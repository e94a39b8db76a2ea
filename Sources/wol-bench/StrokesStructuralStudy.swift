import WriteOutLoud
import WriteOutLoudSynthesis

/// How often each structural mistake is reported exactly right.
///
/// Right means: exactly one issue of the expected kind, naming an acceptable template stroke (or,
/// for an extra stroke, listing the inserted stroke as extra), and no issue of another structural
/// kind. A poorly drawn verdict beside it is allowed. Two strokes written as one are no mistake: right is both
/// read from the one drawn stroke, with no structural issue.
struct StrokesStructuralStudy {
    private static let structuralKinds: Set<IssueKind> = [.order, .missing, .extra, .merged, .split, .reversed]

    var cases: [AttemptGenerator.StructuralKind: Int] = [:]
    var correct: [AttemptGenerator.StructuralKind: Int] = [:]
    /// The first few misses, described, for tuning.
    var misses: [String] = []

    mutating func add(_ generator: inout AttemptGenerator, attempts: Int, analyzer: StrokeAnalyzer) {
        for kind in AttemptGenerator.StructuralKind.allCases {
            for _ in 0..<attempts {
                guard let attempt = generator.structural(kind) else { continue }
                let analysis = analyzer.analyze(attempt.ink, against: generator.template)
                cases[kind, default: 0] += 1
                if isCorrect(analysis, attempt) {
                    correct[kind, default: 0] += 1
                } else if misses.count < 40 {
                    let found = analysis.issues.filter { Self.structuralKinds.contains($0.kind) }
                        .map { "\($0.kind.rawValue)@\($0.stroke.map(String.init) ?? "-")" }
                    misses.append(
                        "\(generator.template.character) \(kind.rawValue) \(attempt.acceptableStrokes.sorted()): \(found)")
                }
            }
        }
    }

    private func isCorrect(_ analysis: StrokeAnalysis, _ attempt: AttemptGenerator.StructuralCase) -> Bool {
        let structural = analysis.issues.filter { Self.structuralKinds.contains($0.kind) }
        if attempt.kind == .merged, let first = attempt.acceptableStrokes.first {
            let drawn = analysis.strokes[first].drawnIndex
            return structural.isEmpty && drawn != nil && analysis.strokes[first + 1].drawnIndex == drawn
        }
        guard structural.count == 1, let issue = structural.first, issue.kind == attempt.kind.issue else {
            return false
        }
        if let extra = attempt.extraIndex { return analysis.extraStrokes == [extra] }
        return issue.stroke.map { attempt.acceptableStrokes.contains($0) } ?? false
    }

    func rate(_ kind: AttemptGenerator.StructuralKind) -> Double {
        let total = cases[kind] ?? 0
        return total == 0 ? .nan : Double(correct[kind] ?? 0) / Double(total)
    }
}
