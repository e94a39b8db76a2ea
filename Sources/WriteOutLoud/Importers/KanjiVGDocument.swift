import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The stroke data of one KanjiVG SVG file: each stroke's label and path, and the components that group them.
///
/// KanjiVG (https://kanjivg.tagaini.net) draws a character in a 109×109 box, one `<path>` per stroke with the
/// stroke's CJK stroke label in `kvg:type`, nested in `<g kvg:element="…">` groups naming components.
struct KanjiVGDocument {
    /// One stroke as KanjiVG writes it.
    struct Stroke: Equatable {
        /// The `kvg:type` label, e.g. `㇕b` or `㇔/㇏`; empty when absent.
        var label: String
        /// The SVG path data, in the 109×109 box.
        var pathData: String
    }

    /// A component group and the strokes it holds.
    struct Group: Equatable {
        /// The `kvg:element` the group draws, e.g. `田`.
        var element: String
        /// Indices into ``KanjiVGDocument/strokes``, in writing order.
        var strokes: [Int]
    }

    /// Why a KanjiVG file could not be read.
    struct Failure: Error, Equatable {
        var field: String
        var problem: String
    }

    /// The side of KanjiVG's drawing box.
    static let boxSize: Double = 109

    /// The strokes in writing order.
    var strokes: [Stroke] = []
    /// Every group with a `kvg:element`, outermost first.
    var groups: [Group] = []

    /// Parses the SVG text of one KanjiVG file.
    /// - Throws: ``Failure`` when the XML is malformed or a stroke lacks its path or number.
    init(data: Data) throws(Failure) {
        let delegate = KanjiVGParserDelegate()
        let parser = XMLParser(data: Self.withoutDocumentTypeDeclaration(data))
        parser.delegate = delegate
        guard parser.parse() else {
            if let failure = delegate.failure { throw failure }
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unknown error"
            throw Failure(field: "(document)", problem: "is not well-formed XML (line \(parser.lineNumber): \(reason))")
        }
        if let failure = delegate.failure { throw failure }
        let numbered = delegate.strokes.sorted { $0.number < $1.number }
        for (position, stroke) in numbered.enumerated() where stroke.number != position + 1 {
            throw Failure(field: "path \(stroke.id)", problem: "stroke numbers are not 1…\(numbered.count) without gaps")
        }
        let order = delegate.strokes.indices.sorted { delegate.strokes[$0].number < delegate.strokes[$1].number }
        let positionOfParsed = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        strokes = numbered.map { Stroke(label: $0.label, pathData: $0.pathData) }
        groups = delegate.groups.map { group in
            Group(element: group.element, strokes: group.strokes.compactMap { positionOfParsed[$0] }.sorted())
        }
        guard !strokes.isEmpty else { throw Failure(field: "StrokePaths", problem: "has no stroke paths") }
    }

    /// The file without its `<!DOCTYPE … [ … ]>` block: KanjiVG declares its `kvg:` attributes there, which the
    /// parser does not need, and swift-corelibs-foundation's XMLParser crashes on such attribute declarations.
    private static func withoutDocumentTypeDeclaration(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        let opening = Array("<!DOCTYPE".utf8)
        guard let start = bytes.firstRange(of: opening)?.lowerBound else { return data }
        var index = start + opening.count
        var inSubset = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["): inSubset = true
            case UInt8(ascii: "]"): inSubset = false
            case UInt8(ascii: ">") where !inSubset:
                return Data(bytes[..<start] + bytes[(index + 1)...])
            default: break
            }
            index += 1
        }
        return data
    }
}

/// Collects strokes and groups while XMLParser walks a KanjiVG file.
private final class KanjiVGParserDelegate: NSObject, XMLParserDelegate {
    struct ParsedStroke {
        var id: String
        var number: Int
        var label: String
        var pathData: String
    }

    struct ParsedGroup {
        var element: String
        var strokes: [Int] = []
    }

    var strokes: [ParsedStroke] = []
    var groups: [ParsedGroup] = []
    var failure: KanjiVGDocument.Failure?

    /// Depth of `<g>` nesting inside the stroke-paths group; nil outside it.
    private var strokeGroupDepth: Int?
    /// For each open `<g>` inside the stroke paths: its index in ``groups`` if it names an element.
    private var openGroups: [Int?] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "g":
            if let depth = strokeGroupDepth {
                strokeGroupDepth = depth + 1
                if let element = attributes["kvg:element"] {
                    groups.append(ParsedGroup(element: element))
                    openGroups.append(groups.count - 1)
                } else {
                    openGroups.append(nil)
                }
            } else if attributes["id"]?.hasPrefix("kvg:StrokePaths") == true {
                strokeGroupDepth = 0
            }
        case "path" where strokeGroupDepth != nil:
            let id = attributes["id"] ?? "(no id)"
            guard let pathData = attributes["d"] else {
                fail(parser, KanjiVGDocument.Failure(field: "path \(id)", problem: "has no d attribute"))
                return
            }
            guard let range = id.range(of: "-s", options: .backwards), let number = Int(id[range.upperBound...]),
                number > 0
            else {
                fail(parser, KanjiVGDocument.Failure(field: "path \(id)", problem: "id does not end in -s<number>"))
                return
            }
            strokes.append(ParsedStroke(id: id, number: number, label: attributes["kvg:type"] ?? "", pathData: pathData))
            for case let group? in openGroups { groups[group].strokes.append(strokes.count - 1) }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard elementName == "g", let depth = strokeGroupDepth else { return }
        if depth == 0 {
            strokeGroupDepth = nil
        } else {
            strokeGroupDepth = depth - 1
            openGroups.removeLast()
        }
    }

    private func fail(_ parser: XMLParser, _ failure: KanjiVGDocument.Failure) {
        self.failure = failure
        parser.abortParsing()
    }
}
