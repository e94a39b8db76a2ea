import Foundation

/// Corrections that turn KanjiVG's Japanese stroke data into mainland-Chinese stroke data, read from a JSON file
/// (`Characters/kanjivg-overrides.json`); see `docs/character-format.md` for the format and the cases checked.
public struct KanjiVGOverrides: Codable, Sendable, Equatable {
    /// A reordering of strokes, for a whole character or for every group drawing one component.
    public struct Reorder: Codable, Sendable, Equatable {
        /// The component (`kvg:element`) for component rules, the character for character rules.
        public var target: String
        /// The stroke labels KanjiVG is expected to give, in its order, as base labels (`㇕`, not `㇕b`);
        /// `|` separates accepted alternatives (`㇐|㇀`). The rule applies only where these match.
        public var kanjivg: [String]
        /// The Chinese order as KanjiVG's stroke numbers within the target, counting from 1.
        public var order: [Int]
        /// Chinese stroke types after reordering (``StrokeType`` raw values), when the names differ too.
        public var types: [StrokeType]?
        /// Why: what the Chinese order is and where it was checked.
        public var reason: String
    }

    /// The overrides file's format version.
    public var version: Int
    /// KanjiVG labels that mainland naming reads as another stroke, e.g. `㇄a` (angular, as in 山) → `㇗`.
    public var labels: [String: String]
    /// Rules for components, applied to every group drawing that component.
    public var components: [Reorder]
    /// Rules for single characters; a character with a rule here gets no component rules.
    public var characters: [Reorder]

    public init(version: Int = 1, labels: [String: String] = [:], components: [Reorder] = [], characters: [Reorder] = []) {
        self.version = version
        self.labels = labels
        self.components = components
        self.characters = characters
    }

    /// Reads an overrides file.
    /// - Throws: ``CharacterImportError/invalidFile(_:field:problem:)`` naming the field that is wrong.
    public static func load(_ url: URL) throws(CharacterImportError) -> KanjiVGOverrides {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .invalidFile(url.path, field: "file", problem: "cannot be read")
        }
        let overrides = try StrictJSON.decode(KanjiVGOverrides.self, from: data).mapError { $0.invalidFile(url.path) }.get()
        guard overrides.version == 1 else {
            throw .invalidFile(url.path, field: "version", problem: "is \(overrides.version), this engine reads 1")
        }
        for (kind, rules) in [("components", overrides.components), ("characters", overrides.characters)] {
            for (index, rule) in rules.enumerated() {
                if let problem = rule.problem {
                    throw .invalidFile(url.path, field: "\(kind)[\(index)]", problem: problem)
                }
            }
        }
        return overrides
    }
}

extension KanjiVGOverrides.Reorder {
    /// What makes the rule unusable, or nil.
    var problem: String? {
        guard order.sorted() == Array(1...max(1, kanjivg.count)), order.count == kanjivg.count else {
            return "order must list each of the strokes 1…\(kanjivg.count) once"
        }
        if let types, types.count != order.count { return "types must have one entry per stroke" }
        return nil
    }

    /// Whether the base labels of a run of strokes are the ones this rule expects.
    func matches(_ labels: [String]) -> Bool {
        labels.count == kanjivg.count
            && zip(labels, kanjivg).allSatisfy { label, expected in
                expected.split(separator: "|").contains { $0 == label }
            }
    }
}
