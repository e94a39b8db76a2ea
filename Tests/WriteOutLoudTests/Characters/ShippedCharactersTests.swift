import Foundation
import Testing
@testable import WriteOutLoud

/// Checks every character the repository ships: it loads, agrees with the index and Unihan, and is well drawn.
@Suite struct ShippedCharactersTests {
    private static let library = try? CharacterLibrary(directory: Repository.characters)

    private static let starters = ["口", "人", "日", "一", "丨", "丿", "丶", "十", "大", "木", "中", "小", "山"]

    @Test func everyShippedCharacterLoadsAndMatchesTheIndex() throws {
        let library = try #require(Self.library)
        let summaries = try library.summaries()
        let files = try library.characters()
        #expect(summaries.count >= 7000)
        #expect(Set(summaries.map(\.character)) == Set(files))
        for summary in summaries {
            let template = try library.template(for: summary.character)
            #expect(CharacterSummary(template) == summary, "\(summary.character)")
        }
    }

    @Test func ranksCharactersMostFrequentFirst() throws {
        let summaries = try #require(Self.library).summaries()
        let ranks = summaries.compactMap(\.frequencyRank)
        #expect(ranks == ranks.sorted())
        #expect(ranks.count >= 2000)
        #expect(summaries.prefix(ranks.count).allSatisfy { $0.frequencyRank != nil })
    }

    /// Unihan's stroke count holds unless the mainland import listed the character as a disagreement it decided
    /// (two independent sources drawing the simplified form alike against Unihan); KanjiVG characters, kept only
    /// where Unihan's Chinese count matches, also need a mainland standard.
    @Test func strokeCountsMatchUnihanOrTheDisagreementIsListed() throws {
        let library = try #require(Self.library)
        let decided = Set(
            try library.importReports().flatMap { $0.decisions?["strokeCount"] ?? [] }.compactMap { $0.first.map(String.init) })
        for summary in try library.summaries() where summary.script == .han {
            let character = try #require(summary.character.first)
            let entry = try #require(try Unihan.system.entry(for: character), "\(summary.character)")
            if !decided.contains(summary.character) {
                #expect(entry.totalStrokes == summary.strokeCount, "\(summary.character)")
            }
            if summary.source == KanjiVGImporter.source { #expect(entry.mainlandSource != nil, "\(summary.character)") }
            if !entry.mandarin.isEmpty { #expect(summary.pinyin.first == entry.mandarin.first, "\(summary.character)") }
        }
    }

    @Test func onlyCharactersNoMainlandSourceDrawsFollowJapaneseOrder() throws {
        let library = try #require(Self.library)
        for summary in try library.summaries() {
            let template = try library.template(for: summary.character)
            #expect((template.strokeOrder == .japanese) == (template.source == KanjiVGImporter.source), "\(summary.character)")
        }
        #expect(try library.template(for: "这").strokeOrder == .mainland)
    }

    @Test func noStrokeIsDegenerateOrDrawnTwice() throws {
        let library = try #require(Self.library)
        for character in try library.characters() {
            let template = try library.template(for: character)
            for (index, stroke) in template.strokes.enumerated() {
                let label = "\(character) stroke \(index + 1)"
                #expect(stroke.points.count >= 2, "\(label)")
                #expect(zip(stroke.points, stroke.points.dropFirst()).allSatisfy { $0 != $1 }, "\(label)")
                let length = zip(stroke.points, stroke.points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
                #expect(length >= 20, "\(label) is \(length) units long")
                #expect(
                    stroke.points.allSatisfy { (-64...1088).contains($0.x) && (-64...1088).contains($0.y) }, "\(label)")
            }
            #expect(Set(template.strokes.map(\.points)).count == template.strokes.count, "\(character) repeats a stroke")
        }
    }

    @Test func shipsTheStarterCharacters() throws {
        let library = try #require(Self.library)
        for character in Self.starters {
            #expect(throws: Never.self) { try library.template(for: character) }
        }
    }

    @Test(arguments: [
        ("口", [StrokeType.shu, .hengzhe, .heng]),
        ("人", [.pie, .na]),
        ("十", [.heng, .shu]),
        ("山", [.shu, .shuzhe, .shu]),
        ("田", [.shu, .hengzhe, .heng, .shu, .heng]),
        ("王", [.heng, .heng, .shu, .heng]),
        ("必", [.dian, .wogou, .dian, .pie, .dian]),
        ("右", [.heng, .pie, .shu, .hengzhe, .heng]),
        ("母", [.shuzhe, .hengzhegou, .dian, .heng, .dian]),
        ("马", [.hengzhe, .shuzhezhegou, .heng]),
        ("门", [.dian, .shu, .hengzhegou]),
        ("这", [.dian, .heng, .pie, .dian, .dian, .hengzhezhepie, .na]),
        ("之", [.dian, .hengpie, .na]),
        ("方", [.dian, .heng, .hengzhegou, .pie]),
        ("的", [.pie, .shu, .hengzhe, .heng, .heng, .pie, .hengzhegou, .dian]),
        ("生", [.pie, .heng, .heng, .shu, .heng]),
        ("传", [.pie, .shu, .heng, .heng, .shuzhepie, .dian]),
        ("九", [.pie, .hengzhewangou]),
        ("子", [.hengpie, .wangou, .heng]),
        ("月", [.pie, .hengzhegou, .heng, .heng]),
    ])
    func strokesFollowMainlandOrderAndNames(character: String, types: [StrokeType]) throws {
        let template = try #require(Self.library).template(for: character)
        #expect(template.strokes.map(\.type) == types)
    }

    /// 耳 in mainland order (both verticals before the inner horizontals). Its last stroke is 横 in cnchar's GB
    /// table and 提 in KanjiVG; the import keeps the table's name and lists the disagreement, so only the order of
    /// the first five is asserted here.
    @Test func erFollowsMainlandOrder() throws {
        let template = try #require(Self.library).template(for: "耳")
        #expect(template.strokes.count == 6)
        #expect(template.strokes.prefix(5).map(\.type) == [.heng, .shu, .shu, .heng, .heng])
        let listed = try #require(Self.library).importReports().flatMap { $0.decisions?["kanjivgNamesAnotherType"] ?? [] }
        #expect(listed.contains { $0.hasPrefix("耳6:") })
    }

    @Test func yongHasFiveStrokesStartingWithADot() throws {
        let template = try #require(Self.library).template(for: "永")
        #expect(template.strokes.count == 5)
        #expect(template.strokes.first?.type == .dian)
    }

    @Test func strokesRunInWritingDirection() throws {
        let library = try #require(Self.library)
        let ten = try library.template(for: "十")
        let horizontal = try #require(ten.strokes.first?.points)
        #expect(horizontal.first!.x < horizontal.last!.x)
        let vertical = try #require(ten.strokes.last?.points)
        #expect(vertical.first!.y < vertical.last!.y)
        let person = try library.template(for: "人")
        let pie = try #require(person.strokes.first?.points)
        #expect(pie.first!.x > pie.last!.x && pie.first!.y < pie.last!.y)
    }
}
