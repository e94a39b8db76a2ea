import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A rendered document parsed with Foundation's `XMLParser`: every element in document order, or the parser's
/// error when the markup is not well formed.
struct ParsedMarkup {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The text directly inside the element, joined.
        var text: String
    }

    var elements: [Element] = []
    var error: String?

    init(_ markup: String) {
        let collector = Collector()
        let source = markup.replacingOccurrences(of: "<!DOCTYPE html>", with: "")
        let parser = XMLParser(data: Data(source.utf8))
        parser.delegate = collector
        if !parser.parse() {
            error = parser.parserError.map { "\($0)" } ?? "unknown parse error"
        }
        elements = collector.elements
    }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    func all(_ name: String, class wanted: String) -> [Element] {
        all(name).filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(wanted)) }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes, text: ""))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = open.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }
    }
}
