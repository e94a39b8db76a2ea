import Foundation
import Testing
@testable import WriteOutLoud

/// The recognised type as evidence: a stroke that is clearly its model's type is judged leniently on shape and
/// direction, one that clearly looks like another type needs a higher accuracy, whatever its place.
@Suite struct TypeEvidenceRuleTests {
    static let recognizer: StrokeTypeRecognizer = {
        do { return try StrokeTypeRecognizer(library: StrokeFixtures.library) } catch { fatalError("\(error)") }
    }()

    /// `character`'s template copied, with stroke `index` turned by `degrees` about the middle of its chord.
    private func turned(_ character: String, stroke index: Int, degrees: Double) throws -> (Ink, CharacterTemplate) {
        let template = try StrokeFixtures.template(character)
        var paths = template.strokes.map(\.points)
        let path = paths[index]
        let centre = (path[0] + path[path.count - 1]) * 0.5
        let angle = degrees * .pi / 180
        paths[index] = path.map { point in
            let offset = point - centre
            return centre
                + Point(x: offset.x * cos(angle) - offset.y * sin(angle), y: offset.x * sin(angle) + offset.y * cos(angle))
        }
        return (StrokeFixtures.ink(paths), template)
    }

    private func judged(_ ink: Ink, _ template: CharacterTemplate, rule: TypeEvidenceRule) -> StrokeAnalysis {
        var configuration = StrokeAnalyzerConfiguration.default
        configuration.typeEvidence = rule
        return StrokeAnalyzer(configuration: configuration, recognizer: Self.recognizer).analyze(ink, against: template)
    }

    /// 十's 竖 turned 20° lies across the model's place but is a 撇: close enough on the four scores to pass without
    /// the rule, it fails with it, and the learner is told which type to draw.
    @Test func aStrokeOfAnotherTypeOnTheModelFailsAsThatType() throws {
        let (ink, template) = try turned("十", stroke: 1, degrees: 20)
        let plain = judged(ink, template, rule: .off).strokes[1]
        let analysis = judged(ink, template, rule: .fitted)
        let judgement = analysis.strokes[1]
        #expect(plain.passed, "\(plain.accuracy)")
        #expect(!judgement.passed)
        #expect(judgement.accuracy >= StrokeAnalyzerConfiguration.default.passThreshold)
        #expect(judgement.typeEvidence?.recognized == .pie)
        #expect((judgement.typeEvidence?.expectedShare ?? 1) < TypeEvidenceRule.fitted.otherTypeShare)
        #expect(analysis.issues.map(\.detail) == [.wrongType(stroke: 1, expected: .shu, recognized: .pie)])
        #expect(judgement.tips.first == .drawType(expected: .shu, drawn: .pie))
        #expect(analysis.strokes[0].passed)
    }

    /// 江's 提 rising 30° more steeply, as another hand draws it, is still clearly a 提: it fails on the common
    /// tolerances and passes once its type is recognised.
    @Test func aStrokeClearlyOfItsTypePassesWiderShapeAndDirection() throws {
        let (ink, template) = try turned("江", stroke: 2, degrees: -30)
        #expect(template.strokes[2].type == .ti)
        let plain = judged(ink, template, rule: .off)
        let analysis = judged(ink, template, rule: .fitted)
        #expect(!plain.strokes[2].passed, "\(plain.strokes[2].accuracy)")
        #expect(analysis.strokes[2].passed, "\(analysis.strokes[2].accuracy)")
        #expect(analysis.strokes[2].typeEvidence == TypeEvidence(recognized: .ti, expectedShare: 1))
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
    }

    /// 撅's first 横 (扌's, crossed in its middle, both ends free, so no overrun is counted) drawn twice as wide is
    /// still a 横 to the recogniser, which widens its shape and direction tolerances; the widening must not excuse
    /// the length: it fails, and the learner is told to draw it shorter.
    @Test func aRecognisedStrokeDrawnTwiceTooLongStillFailsAsTooLong() throws {
        let template = try StrokeFixtures.template("撅")
        #expect(template.strokes[0].type == .heng)
        let paths = StrokeFixtures.widened(template.strokes.map(\.points), stroke: 0, by: 2)
        let analysis = judged(StrokeFixtures.ink(paths), template, rule: .fitted)
        let judgement = analysis.strokes[0]
        #expect(judgement.typeEvidence?.expectedShare == 1)
        #expect(!judgement.passed, "\(judgement.accuracy)")
        #expect(judgement.tips.contains { if case .shorter = $0 { true } else { false } }, "\(judgement.tips)")
        #expect(analysis.strokes.dropFirst().allSatisfy { $0.passed })
    }

    /// The judged character's own strokes never teach the recogniser what the learner's stroke looks like: a
    /// learner's ink is never in the library.
    @Test func theJudgedCharacterIsLeftOutOfTheRecognizer() throws {
        let template = try StrokeFixtures.template("江")
        let ownStrokesOnly = StrokeTypeRecognizer(templates: [template])
        let analysis = StrokeAnalyzer(recognizer: ownStrokesOnly).analyze(StrokeFixtures.copy(template), against: template)
        let prototypesOnly = StrokeAnalyzer().analyze(StrokeFixtures.copy(template), against: template)
        #expect(analysis.strokes.map(\.typeEvidence) == prototypesOnly.strokes.map(\.typeEvidence))
    }

    @Test func evidenceComparesTheExpectedTypeWithTheBest() throws {
        let candidates = [
            StrokeTypeRecognizer.Candidate(type: .pie, score: 0.8), StrokeTypeRecognizer.Candidate(type: .shu, score: 0.6),
        ]
        let shu = try #require(TypeEvidence(candidates: candidates, expected: .shu))
        #expect(shu.recognized == .pie)
        #expect(abs(shu.expectedShare - 0.75) < 1e-12)
        #expect(TypeEvidence(candidates: candidates, expected: .pie)?.expectedShare == 1)
        #expect(TypeEvidence(candidates: candidates, expected: .dian)?.expectedShare == 0)
        #expect(TypeEvidence(candidates: [], expected: .dian) == nil)
    }

    @Test func theRuleRoundTripsThroughJSONAndDefaultsToTheFittedOne() throws {
        var configuration = StrokeAnalyzerConfiguration.default
        configuration.typeEvidence = .off
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(StrokeAnalyzerConfiguration.self, from: data) == configuration)
        let bare = #"{"weights":{"shape":1,"direction":1,"position":1,"proportion":1},"passThreshold":70}"#
        #expect(try JSONDecoder().decode(StrokeAnalyzerConfiguration.self, from: Data(bare.utf8)).typeEvidence == .fitted)
    }

    @Test func thresholdAndTolerancesFollowTheEvidence() {
        let configuration = StrokeAnalyzerConfiguration.default
        let recognized = TypeEvidence(recognized: .heng, expectedShare: 1)
        let unsure = TypeEvidence(recognized: .ti, expectedShare: 0.9)
        let other = TypeEvidence(recognized: .ti, expectedShare: 0.5)
        #expect(configuration.threshold(for: .heng, evidence: other) == TypeEvidenceRule.fitted.otherTypeThreshold)
        #expect(configuration.threshold(for: .heng, evidence: unsure) == configuration.passThreshold)
        #expect(configuration.threshold(for: nil, evidence: nil) == configuration.passThreshold)
        let byType = configuration.tolerances(for: .heng)
        #expect(configuration.tolerances(for: .heng, evidence: unsure) == byType)
        #expect(configuration.tolerances(for: .heng, evidence: recognized).shape == 1.75 * byType.shape)
        #expect(configuration.tolerances(for: .heng, evidence: recognized).position == byType.position)
    }
}
