import Foundation
import Testing

@testable import WriteOutLoud

/// Lesson reports over real recordings: the committed fixtures, analysed on their ink only to keep it fast.
@Suite struct LessonCollectorTests {
    private static let fixtures = Repository.fixtures
    private let temporary = TemporaryFolder("collect")

    private func collector(store: (any ProgressStore)? = nil) -> LessonCollector {
        LessonCollector(
            analyzer: RecordingAnalyzer(library: StrokeFixtures.library, recognizer: nil, matcher: StrokeNameMatcher()),
            store: store)
    }

    private func temporaryStore() throws -> SQLiteProgressStore {
        try SQLiteProgressStore(path: temporary.url.appendingPathComponent("collect-\(UUID().uuidString).sqlite").path)
    }

    @Test func aLessonFromAFolderOfRecordings() async throws {
        let files = try RecordingInputs.expand([Self.fixtures.path])
        #expect(files.count == 17)
        let outcome = await collector().collect(files)
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        #expect(outcome.attempts.count == 17)
        let report = LessonReportBuilder().build(outcome.attempts)
        #expect(report.learners.map(\.learner) == ["anonymous", "learner-a", "learner-b"])
        let a = try #require(report.learners.first { $0.learner == "learner-a" })
        #expect(a.days.map(\.day) == ["2025-03-14"])
        #expect(a.characters.map(\.character) == ["口"])
        #expect(a.total.strokes == 3)
        let anonymous = try #require(report.learners.first)
        #expect(anonymous.total.attempts == 15)
        // The Latin letters and cursive words count as characters but add no row to the per-stroke-type table.
        #expect(Set(anonymous.characters.map(\.character)).isSuperset(of: ["a", "i", "t", "tide", "lead", "cat"]))
        // a (1 stroke), t (2) and i (2), and the words' letters (tide 6, lead 4, cat 4): 19 template strokes
        // outside every stroke-type row.
        #expect(anonymous.total.strokes - anonymous.strokeTypes.reduce(0) { $0 + $1.strokes } == 19)
        // shi-missing leaves a stroke out and kou-reversed draws one backwards.
        #expect(anonymous.mistakes.contains { $0.kind == .missing })
        #expect(anonymous.mistakes.contains { $0.kind == .reversed && $0.exampleCharacter == "口" })
        #expect(anonymous.total.strokesPassed < anonymous.total.strokes)
    }

    @Test func aSecondRunOverTheSameFolderAnalysesNothingAgain() async throws {
        let store = try temporaryStore()
        let files = try RecordingInputs.expand([Self.fixtures.path])
        let first = await collector(store: store).collect(Array(files.prefix(3)))
        #expect(first.stored == 3 && first.alreadyStored == 0 && first.attempts.isEmpty)
        // As if the first run had been stopped after three recordings: the rerun does the rest.
        let second = await collector(store: store).collect(files)
        #expect(second.stored == 14 && second.alreadyStored == 3)
        #expect(try store.attemptCount() == 17)
        let third = await collector(store: store).collect(files)
        #expect(third.stored == 0 && third.alreadyStored == 17)
        #expect(try store.attemptCount() == 17)
        let stored = try await store.attempts()
        // Latin strokes have no type and come back from the store without one.
        let letterA = try #require(stored.first { $0.character == "a" })
        #expect(letterA.strokes.map(\.type) == [nil])
        let report = LessonReportBuilder().build(stored)
        #expect(report.learners.reduce(0) { $0 + $1.total.attempts } == 17)
    }

    @Test func aBadRecordingIsReportedAndTheRestGoOn() async throws {
        let folder = temporary.url
        for name in ["kou-correct.json", "kou-correct.wav"] {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("malformed/nan-string.json"), to: folder.appendingPathComponent("bad.json"))
        let outcome = await collector().collect(try RecordingInputs.expand([folder.path]))
        #expect(outcome.attempts.map(\.character) == ["口"])
        #expect(outcome.failures.count == 1)
        let failure = try #require(outcome.failures.first)
        #expect(failure.file.hasSuffix("bad.json"))
        #expect(failure.error.hasPrefix(folder.appendingPathComponent("bad.json").path + ": "))
    }
}
