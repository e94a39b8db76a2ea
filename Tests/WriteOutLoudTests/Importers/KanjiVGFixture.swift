import Foundation

/// Small KanjiVG-style SVG files written by the tests, in KanjiVG's layout (DOCTYPE, groups, numbered paths).
enum KanjiVGFixture {
    /// An SVG for `codePoint` whose strokes are `(label, path data)` pairs; `groups` wrap stroke ranges (1-based).
    static func svg(_ codePoint: String, strokes: [(String, String)], groups: [(String, ClosedRange<Int>)] = [])
        -> String
    {
        var body = ""
        for (index, stroke) in strokes.enumerated() {
            let number = index + 1
            for (element, range) in groups where range.lowerBound == number {
                body += "<g id=\"kvg:\(codePoint)-g\(number)\" kvg:element=\"\(element)\">\n"
            }
            body += "\t<path id=\"kvg:\(codePoint)-s\(number)\" kvg:type=\"\(stroke.0)\" d=\"\(stroke.1)\"/>\n"
            for (_, range) in groups where range.upperBound == number { body += "</g>\n" }
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.0//EN" "http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd" [
            <!ATTLIST g
            xmlns:kvg CDATA #FIXED "http://kanjivg.tagaini.net"
            kvg:element CDATA #IMPLIED >
            <!ATTLIST path
            xmlns:kvg CDATA #FIXED "http://kanjivg.tagaini.net"
            kvg:type CDATA #IMPLIED >
            ]>
            <svg xmlns="http://www.w3.org/2000/svg" width="109" height="109" viewBox="0 0 109 109">
            <g id="kvg:StrokePaths_\(codePoint)" style="fill:none;stroke:#000000;stroke-width:3;">
            <g id="kvg:\(codePoint)" kvg:element="\(character(codePoint))">
            \(body)</g>
            </g>
            <g id="kvg:StrokeNumbers_\(codePoint)" style="font-size:8;fill:#808080">
            \t<text transform="matrix(1 0 0 1 15.50 40.50)">1</text>
            </g>
            </svg>
            """
    }

    /// 口 as KanjiVG draws it.
    static let mouth = svg(
        "053e3",
        strokes: [
            ("㇑", "M22.25,33.25c1.25,1.25,2,2.88,2.26,4.43c1.16,7.03,3.15,23.61,4.68,37.85C29.46,78.09,29.73,80.6,30,83"),
            ("㇕b", "M25.29,35.67c17.46-2.17,41.59-5.04,55.49-5.93c3.94-0.25,6.33,2.72,5.72,5.14c-2.25,8.87-6.62,26.5-9,38.87"),
            ("㇐b", "M30.25,77.75c10.5-0.5,30.53-2.3,44.99-3.04c2.05-0.11,3.99-0.18,5.76-0.21"),
        ])

    /// 田 drawn in Japanese order: 竖 横折 竖 横 横.
    static let field = svg(
        "07530",
        strokes: [
            ("㇑", "M20,20 L22,90"), ("㇕a", "M22,20 L88,20 L86,90"), ("㇑a", "M54,22 L54,88"),
            ("㇐a", "M24,55 L84,55"), ("㇐a", "M24,88 L84,88"),
        ],
        groups: [("田", 1...5)])

    /// 人 with a stroke label KanjiVG data sometimes has by mistake.
    static let personWithBadLabel = svg(
        "04eba", strokes: [("６", "M50,10 C45,50 30,80 10,90"), ("㇏", "M50,40 C60,70 80,85 95,90")])

    /// 十 with three strokes: a Japanese-style count Unihan disagrees with.
    static let tenWithExtraStroke = svg(
        "05341", strokes: [("㇐", "M10,50 L90,50"), ("㇑", "M50,10 L50,90"), ("㇔", "M70,20 L72,25")])

    private static func character(_ codePoint: String) -> String {
        UInt32(codePoint, radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? "?"
    }

    /// Writes files into a new temporary directory and returns it, for the caller to remove when done.
    static func directory(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wol-kanjivg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }
}
