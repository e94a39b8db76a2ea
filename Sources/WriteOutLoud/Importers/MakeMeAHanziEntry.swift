import Foundation

/// One line of Make Me a Hanzi's `dictionary.txt`: a character's decomposition into components (IDS) and, for
/// every stroke, where in that decomposition the stroke lies.
struct MakeMeAHanziEntry: Decodable, Sendable {
    var character: String
    var definition: String?
    var pinyin: [String]?
    /// Ideographic description, e.g. `⿰木风`; `？` for an unknown component.
    var decomposition: String?
    /// Per stroke, the path of child indices into the decomposition tree, or nil where unknown.
    var matches: [[Int]?]?

    /// The components (single characters) stroke `index` lies in, from the outermost down, without the
    /// character itself; every component of the decomposition when the stroke's match is unknown.
    ///
    /// With `dictionary`, a component is followed into its own decomposition: 教 is 孝攵 and 孝 is 耂子, so the
    /// hook of 教 lies in 孝 and 子. The stroke's place among the component's strokes picks the stroke there,
    /// when the component's entry has as many strokes as the character gives it.
    func components(ofStroke index: Int, in dictionary: [String: MakeMeAHanziEntry] = [:]) -> Set<Character> {
        components(ofStroke: index, in: dictionary, depth: 0)
    }

    /// Deepest decomposition followed, against entries that (wrongly) contain themselves.
    private static let deepestComponent = 6

    private func components(ofStroke index: Int, in dictionary: [String: MakeMeAHanziEntry], depth: Int) -> Set<Character> {
        guard let decomposition, let tree = IDSNode.parse(decomposition) else { return [] }
        guard let matches, index < matches.count, let path = matches[index] else { return tree.leaves }
        var found = Set<Character>()
        var node = tree
        for (depthInTree, step) in path.enumerated() {
            guard case .compound(_, let children) = node, step < children.count else { break }
            node = children[step]
            guard case .component(let character) = node else { continue }
            found.insert(character)
            let prefix = path.prefix(depthInTree + 1)
            let siblings = matches.indices.filter { matches[$0].map { $0.starts(with: prefix) } ?? false }
            guard depth < Self.deepestComponent, let entry = dictionary[String(character)],
                entry.matches?.count == siblings.count, let place = siblings.firstIndex(of: index)
            else { continue }
            found.formUnion(entry.components(ofStroke: place, in: dictionary, depth: depth + 1))
        }
        return found
    }

    /// Reads every line of `dictionary.txt`, keyed by character.
    /// - Throws: ``CharacterImportError`` naming the line of the first malformed one.
    static func load(_ url: URL) throws(CharacterImportError) -> [String: MakeMeAHanziEntry] {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .missingInput(url.path) }
        var entries: [String: MakeMeAHanziEntry] = [:]
        let decoder = JSONDecoder()
        for (number, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() where !line.isEmpty {
            do {
                let entry = try decoder.decode(MakeMeAHanziEntry.self, from: Data(line))
                entries[entry.character] = entry
            } catch let error as DecodingError {
                throw .invalidFile("\(url.path) line \(number + 1)", field: error.fieldPath, problem: error.problem)
            } catch {
                throw .invalidFile("\(url.path) line \(number + 1)", field: "(line)", problem: "is not valid JSON")
            }
        }
        return entries
    }
}

/// A parsed ideographic description sequence: an operator (⿰ ⿱ …) over two or three parts, or one component.
indirect enum IDSNode: Equatable, Sendable {
    case component(Character)
    case compound(Character, [IDSNode])

    /// Every component character in the tree (unknown `？` left out).
    var leaves: Set<Character> {
        switch self {
        case .component(let character): character == "？" ? [] : [character]
        case .compound(_, let children): children.reduce(into: Set<Character>()) { $0.formUnion($1.leaves) }
        }
    }

    /// Parses `text`; nil when it is not one well-formed sequence.
    static func parse(_ text: String) -> IDSNode? {
        var characters = Array(text)[...]
        guard let node = parse(&characters), characters.isEmpty else { return nil }
        return node
    }

    private static func parse(_ characters: inout ArraySlice<Character>) -> IDSNode? {
        guard let first = characters.popFirst() else { return nil }
        guard let scalar = first.unicodeScalars.first, (0x2FF0...0x2FFB).contains(scalar.value) else {
            return .component(first)
        }
        let arity = scalar.value == 0x2FF2 || scalar.value == 0x2FF3 ? 3 : 2
        var children: [IDSNode] = []
        for _ in 0..<arity {
            guard let child = parse(&characters) else { return nil }
            children.append(child)
        }
        return .compound(first, children)
    }
}
