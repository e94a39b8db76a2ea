@testable import WriteOutLoud

/// Small Hanzi Writer / Make Me a Hanzi samples written for the tests (1024 box, y up, baseline at 900 − y).
enum HanziWriterFixture {
    /// 口: 竖, 横折, 横.
    static let mouthMedians = "[[[262, 600], [267, 360], [272, 120]], [[262, 600], [510, 605], [760, 610], [752, 360], [744, 120]], [[272, 160], [510, 160], [744, 160]]]"
    /// 人: 撇, 捺.
    static let personMedians = "[[[512, 712], [501, 616], [442, 457], [339, 274], [155, 80]], [[440, 390], [640, 230], [860, 90]]]"

    /// Names stroke types as the CLI's does, having learned from shipped characters that are not in the samples.
    static let recognizer: StrokeTypeRecognizer = {
        do {
            return StrokeTypeRecognizer(templates: try ["大", "八", "入", "木", "日", "十", "三"].map(StrokeFixtures.template))
        } catch {
            fatalError("shipped characters: \(error)")
        }
    }()

    static func outlines(_ count: Int) -> String {
        "[" + Array(repeating: "\"M 0 0 L 10 10 Z\"", count: count).joined(separator: ", ") + "]"
    }

    /// A Hanzi Writer file (no `character` field: the file name says it).
    static let mouthFile = "{\"strokes\": \(outlines(3)), \"medians\": \(mouthMedians), \"radStrokes\": [0, 1, 2]}"

    /// A Make Me a Hanzi `graphics.txt` with 口 and 人.
    static let graphics = """
        {"character": "口", "strokes": \(outlines(3)), "medians": \(mouthMedians)}
        {"character": "人", "strokes": \(outlines(2)), "medians": \(personMedians)}

        """
}
