import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct StrokeExemplarsTests {
    private func templates() throws -> [CharacterTemplate] {
        try ["口", "人", "大", "马"].map { try CharacterLibrary(directory: Repository.characters).template(for: $0) }
    }

    @Test func aFileReadsBackTheSameStrokesWithinQuantisation() throws {
        let exemplars = StrokeExemplars(templates: try templates())
        let decoded = try StrokeExemplars(decoding: exemplars.encoded(), file: "x.bin")
        #expect(decoded.count == 3 + 2 + 3 + 3)
        #expect(decoded.typeIndices == exemplars.typeIndices)
        #expect(decoded.sources == exemplars.sources)
        #expect(decoded.characters == ["口", "人", "大", "马"])
        #expect(zip(decoded.features, exemplars.features).allSatisfy { abs($0 - $1) <= 0.011 })
    }

    @Test func keepsAtMostTheLimitOfATypeFirstComeFirst() throws {
        let exemplars = StrokeExemplars(templates: try templates(), perType: 1)
        let heng = try #require(StrokeType.allCases.firstIndex(of: .heng))
        #expect(exemplars.typeIndices.filter { Int($0) == heng }.count == 1)
        #expect(exemplars.sources.first == 0)
    }

    @Test func aDamagedFileIsANamedError() throws {
        var data = StrokeExemplars(templates: try templates()).encoded()
        data.removeLast(5)
        #expect(throws: CharacterLibraryError.invalidFile("x.bin", field: "strokes[10].features", problem: "is cut short")) {
            try StrokeExemplars(decoding: data, file: "x.bin")
        }
        #expect(throws: CharacterLibraryError.self) { try StrokeExemplars(decoding: Data("nope".utf8), file: "x.bin") }
    }

    @Test func theShippedFileHoldsTheShippedTemplatesStrokes() throws {
        let library = try CharacterLibrary(directory: Repository.characters)
        let url = Repository.characters.appendingPathComponent(StrokeExemplars.fileName)
        let stored = try StrokeExemplars(decoding: try Data(contentsOf: url), file: url.path)
        let first = try stored.characters.prefix(50).map { try library.template(for: $0) }
        let fresh = StrokeExemplars(templates: first)
        let dimensions = StrokeTypeFeatures.dimensions
        let strokes = min(fresh.count, stored.count, 200)
        #expect(Array(stored.typeIndices.prefix(strokes)) == Array(fresh.typeIndices.prefix(strokes)))
        #expect(zip(stored.features.prefix(strokes * dimensions), fresh.features).allSatisfy { abs($0 - $1) <= 0.011 })
        #expect(stored.count > 20_000)
        #expect(try StrokeTypeRecognizer(library: library).exemplarCount > stored.count)
    }
}
