import Foundation
import Testing
@testable import WriteOutLoud

/// The importer's choices between the types one cnchar letter stands for, made on the shipped strokes (the real
/// hanzi-writer-data geometry) of the characters teaching materials use as examples.
@Suite struct StrokeLetterDecisionTests {
    private static let library = try? CharacterLibrary(directory: Repository.characters)

    /// (character, stroke number from 1, cnchar's letter, components beyond the character, type teachers name).
    @Test(arguments: [
        ("心", 2, "y", "", StrokeType.wogou), ("必", 2, "y", "", .wogou), ("戈", 2, "y", "", .xiegou),
        ("民", 5, "y", "", .xiegou), ("我", 5, "y", "", .xiegou),
        ("写", 2, "e", "", .henggou), ("买", 1, "e", "", .henggou), ("子", 1, "e", "", .hengpie),
        ("了", 1, "e", "", .hengpie), ("又", 1, "e", "", .hengpie), ("夕", 2, "e", "", .hengpie),
        ("四", 4, "b", "", .shuwan), ("西", 5, "b", "", .shuwan), ("山", 2, "b", "", .shuzhe),
        ("出", 1, "b", "", .shuzhe), ("世", 5, "b", "", .shuzhe),
        ("凹", 2, "v", "", .hengzhezhe), ("没", 5, "v", "殳", .hengzhewan), ("设", 4, "v", "殳", .hengzhewan),
        ("专", 3, "x", "", .shuzhepie), ("传", 5, "x", "专", .shuzhepie), ("鼎", 6, "x", "", .shuzhezhe),
        ("乃", 1, "w", "", .hengzhezhezhegou), ("汤", 4, "w", "", .hengzhezhezhegou),
        ("那", 5, "w", "阝", .hengpiewangou), ("队", 1, "w", "阝", .hengpiewangou),
        ("风", 2, "o", "", .hengxiegou), ("气", 4, "o", "", .hengxiegou), ("九", 2, "o", "", .hengzhewangou),
        ("几", 2, "o", "", .hengzhewangou),
        ("子", 2, "g", "", .wangou), ("了", 2, "g", "", .wangou), ("小", 1, "g", "", .shugou), ("你", 5, "g", "尔小", .shugou),
        ("教", 6, "g", "孝子", .wangou), ("矛", 4, "g", "", .wangou),
        ("次", 4, "e", "欠⺈", .henggou), ("宝", 3, "e", "宀", .henggou),
        ("月", 1, "s", "", .pie), ("用", 1, "s", "", .pie), ("人", 1, "s", "", .pie), ("大", 2, "s", "", .pie),
        ("你", 6, "s", "尔小", .pie),
    ])
    func decidesAsTeachingMaterialsName(
        character: String, stroke: Int, letter: Character, components: String, expected: StrokeType
    ) throws {
        let template = try #require(Self.library).template(for: character)
        let path = template.strokes[stroke - 1].points
        let size = StrokeTypeFeatures.characterSize(of: template)
        let decision = StrokeLetterDecision.decide(
            try #require(CncharLetter(rawValue: letter)), path: path, relativeLength: Polyline.length(path) / size,
            components: Set(components).union(character))
        #expect(decision.type == expected, "\(character)\(stroke): \(decision)")
        #expect(template.strokes[stroke - 1].type == expected, "shipped \(character)\(stroke)")
        #expect(template.source == MainlandImporter.source)
    }

    /// (character, stroke number from 1, whether teachers also call the stroke 竖撇): every s is 撇, as cnchar and
    /// KanjiVG say; the long ones that start straight down may also be called 竖撇.
    @Test(arguments: [("月", 1, true), ("用", 1, true), ("川", 1, true), ("人", 1, false), ("大", 2, false), ("你", 6, false)])
    func aLongPieStartingStraightDownIsAlsoNamedShupie(character: String, stroke: Int, alsoShupie: Bool) throws {
        let template = try #require(Self.library).template(for: character)
        let path = template.strokes[stroke - 1].points
        let size = StrokeTypeFeatures.characterSize(of: template)
        let decision = StrokeLetterDecision.decide(
            .s, path: path, relativeLength: Polyline.length(path) / size, components: [Character(character)])
        #expect(decision.type == .pie)
        #expect(decision.alsoNamed == (alsoShupie ? .shupie : nil), "\(character)\(stroke): \(decision)")
        #expect(template.strokes[stroke - 1].spokenNames == (alsoShupie ? [.pie, .shupie] : [.pie]))
    }

    @Test func aSharpCornerIsAZheAndARoundOneAWan() {
        let sharp = [Point(x: 100, y: 100), Point(x: 100, y: 500), Point(x: 400, y: 500)]
        let round = [
            Point(x: 100, y: 100), Point(x: 100, y: 400), Point(x: 120, y: 460), Point(x: 170, y: 495),
            Point(x: 240, y: 505), Point(x: 400, y: 505),
        ]
        #expect(StrokeLetterDecision.decide(.b, path: sharp, relativeLength: 0.7, components: []).type == .shuzhe)
        #expect(StrokeLetterDecision.decide(.b, path: round, relativeLength: 0.7, components: []).type == .shuwan)
    }

    @Test func aLongTailAfterTheTurnIsAPieAndAShortOneAHook() {
        let long = [Point(x: 100, y: 100), Point(x: 500, y: 100), Point(x: 250, y: 400)]
        let short = [Point(x: 100, y: 100), Point(x: 500, y: 100), Point(x: 460, y: 160)]
        #expect(StrokeLetterDecision.decide(.e, path: long, relativeLength: 0.8, components: []).type == .hengpie)
        #expect(StrokeLetterDecision.decide(.e, path: short, relativeLength: 0.5, components: []).type == .henggou)
    }

    @Test func unambiguousLettersNameTheirOneType() {
        let path = [Point(x: 100, y: 500), Point(x: 900, y: 500)]
        for letter in CncharLetter.allCases where !letter.isAmbiguous {
            let decision = StrokeLetterDecision.decide(letter, path: path, relativeLength: 0.8, components: [])
            #expect(decision.type == letter.candidates[0])
            #expect(decision.measure == nil)
        }
    }

    @Test func aValueCloseToTheThresholdIsFlagged() {
        #expect(StrokeLetterDecision(type: .pie, measure: "m", value: 0.4, threshold: 0.42).isNearThreshold)
        #expect(!StrokeLetterDecision(type: .pie, measure: "m", value: 0.1, threshold: 0.42).isNearThreshold)
        #expect(!StrokeLetterDecision(type: .heng).isNearThreshold)
    }
}
