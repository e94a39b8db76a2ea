import Foundation
import WriteOutLoud

/// One character of real pen input in the Tegaki XML format (`<character><utf8>…<stroke><point x y/>…`), read from
/// `../shared` at run time only (GPL-2.0, never part of the project).
struct TegakiCharacter {
    /// Side of the square canvas the Tegaki writers wrote on.
    static let canvasSide = 1000.0
    /// Synthetic pen rate and pause between strokes: the files keep no times, the analyzer wants them.
    private static let pointInterval = 0.01
    private static let strokePause = 0.3

    var character: String
    var strokes: [[Point]]
    /// The file it came from, relative to the ink folder.
    var source: String

    /// Reads one file.
    /// - Throws: ``BenchFailure`` naming the file when it cannot be read or holds no character.
    init(file: URL, relativePath: String) throws {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            throw BenchFailure("\(file.path): cannot read")
        }
        guard let open = text.range(of: "<utf8>"), let close = text.range(of: "</utf8>", range: open.upperBound..<text.endIndex)
        else { throw BenchFailure("\(file.path): no <utf8> character") }
        character = String(text[open.upperBound..<close.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        let point = /<point\s+x="([-0-9.]+)"\s+y="([-0-9.]+)"/
        strokes = text.components(separatedBy: "</stroke>").dropLast().map { block in
            block.matches(of: point).compactMap { match in
                guard let x = Double(match.output.1), let y = Double(match.output.2) else { return nil }
                return Point(x: x, y: y)
            }
        }
        source = relativePath
    }

    /// The strokes as ink on the Tegaki canvas, points 10 ms apart and strokes 0.3 s apart.
    var ink: Ink {
        var time = 0.0
        let inkStrokes = strokes.map { path -> InkStroke in
            let points = path.enumerated().map { InkPoint(x: $1.x, y: $1.y, t: time + Double($0) * Self.pointInterval) }
            time += Double(path.count) * Self.pointInterval + Self.strokePause
            return InkStroke(points: points)
        }
        return Ink(width: Self.canvasSide, height: Self.canvasSide, strokes: inkStrokes)
    }

    /// Every character under `folder`, as `<half>/<writer>/<session>/<code>.xml`, in a stable order.
    static func all(in folder: URL) throws -> [(half: String, writer: String, character: TegakiCharacter)] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw BenchFailure("\(folder.path): cannot list")
        }
        let base = folder.standardizedFileURL.path
        var files: [(String, URL)] = []
        for case let file as URL in walker where file.pathExtension == "xml" {
            files.append((String(file.standardizedFileURL.path.dropFirst(base.count + 1)), file))
        }
        return try files.sorted { $0.0 < $1.0 }.compactMap { relative, file in
            let parts = relative.split(separator: "/")
            guard parts.count >= 3 else { return nil }
            return (String(parts[0]), String(parts[1]), try TegakiCharacter(file: file, relativePath: relative))
        }
    }
}
