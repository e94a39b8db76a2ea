import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct KanjiVGOverridesTests {
    @Test func readsTheShippedOverridesFile() throws {
        let overrides = try KanjiVGOverrides.load(Repository.characters.appendingPathComponent("kanjivg-overrides.json"))
        #expect(overrides.labels["㇄a"] == "㇗")
        #expect(overrides.components.contains { $0.target == "田" })
        #expect(overrides.characters.contains { $0.target == "必" })
    }

    @Test func namesTheRuleWhoseOrderIsNotAPermutation() throws {
        let json = """
            {"version": 1, "labels": {}, "characters": [],
             "components": [{"target": "田", "kanjivg": ["㇑", "㇕"], "order": [1, 1], "reason": "test"}]}
            """
        let directory = try KanjiVGFixture.directory(["overrides.json": json])
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("overrides.json")
        #expect(throws: CharacterImportError.invalidFile(
            url.path, field: "components[0]", problem: "order must list each of the strokes 1…2 once")) {
            try KanjiVGOverrides.load(url)
        }
    }

    @Test func namesAMissingField() throws {
        let directory = try KanjiVGFixture.directory(["overrides.json": #"{"version": 1, "labels": {}}"#])
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("overrides.json")
        #expect(throws: CharacterImportError.invalidFile(url.path, field: "components", problem: "is missing")) {
            try KanjiVGOverrides.load(url)
        }
    }

    @Test func aKeyGivenTwiceIsRefusedWithItsPath() throws {
        let json = #"{"version": 1, "labels": {"㇄a": "㇗", "㇄a": "㇄"}, "components": [], "characters": []}"#
        let directory = try KanjiVGFixture.directory(["overrides.json": json])
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("overrides.json")
        #expect(throws: CharacterImportError.invalidFile(
            url.path, field: "labels.㇄a", problem: "is given twice in the same object (line 1, column 38)")) {
            try KanjiVGOverrides.load(url)
        }
    }

    @Test func rejectsAnotherVersion() throws {
        let json = #"{"version": 2, "labels": {}, "components": [], "characters": []}"#
        let directory = try KanjiVGFixture.directory(["overrides.json": json])
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("overrides.json")
        #expect(throws: CharacterImportError.invalidFile(url.path, field: "version", problem: "is 2, this engine reads 1")) {
            try KanjiVGOverrides.load(url)
        }
    }
}
