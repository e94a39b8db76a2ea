import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct KanjiVGDocumentTests {
    @Test func readsStrokesInOrderWithLabelsAndGroups() throws {
        let document = try KanjiVGDocument(data: Data(KanjiVGFixture.field.utf8))
        #expect(document.strokes.map(\.label) == ["㇑", "㇕a", "㇑a", "㇐a", "㇐a"])
        #expect(document.strokes[1].pathData == "M22,20 L88,20 L86,90")
        #expect(document.groups == [
            KanjiVGDocument.Group(element: "田", strokes: [0, 1, 2, 3, 4]),
            KanjiVGDocument.Group(element: "田", strokes: [0, 1, 2, 3, 4]),
        ])
    }

    @Test func ignoresEverythingOutsideTheStrokePaths() throws {
        let document = try KanjiVGDocument(data: Data(KanjiVGFixture.mouth.utf8))
        #expect(document.strokes.count == 3)
        #expect(document.groups.map(\.element) == ["口"])
    }

    @Test func namesAStrokeWithoutPathData() {
        let svg = KanjiVGFixture.mouth.replacingOccurrences(of: " d=\"M30.25", with: " x=\"M30.25")
        #expect(throws: KanjiVGDocument.Failure(field: "path kvg:053e3-s3", problem: "has no d attribute")) {
            try KanjiVGDocument(data: Data(svg.utf8))
        }
    }

    @Test func rejectsGapsInStrokeNumbers() {
        let svg = KanjiVGFixture.mouth.replacingOccurrences(of: "-s3\"", with: "-s4\"")
        #expect(throws: KanjiVGDocument.Failure.self) { try KanjiVGDocument(data: Data(svg.utf8)) }
    }

    @Test func rejectsMalformedXMLAndFilesWithoutStrokes() {
        #expect(throws: KanjiVGDocument.Failure.self) { try KanjiVGDocument(data: Data("<svg><g>".utf8)) }
        #expect(throws: KanjiVGDocument.Failure(field: "StrokePaths", problem: "has no stroke paths")) {
            try KanjiVGDocument(data: Data("<svg><g id=\"kvg:StrokePaths_0\"></g></svg>".utf8))
        }
    }
}
