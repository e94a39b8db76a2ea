import Foundation

/// Names the stroke type a path looks like, by comparing it with labelled strokes.
///
/// Every path is reduced to a small feature vector (``StrokeTypeFeatures``): the unit tangent of each
/// of 16 equal-length segments — the sequence of headings the pen moved through, whatever the stroke's
/// size — and the logarithm of its length relative to its character, which separates a 点 from a longer
/// stroke of the same heading. A type's distance to the path is the mean of its two nearest labelled
/// strokes (squared Euclidean), so one mislabelled neighbour does not decide.
///
/// The labelled strokes are the built-in ``StrokeTypePrototypes`` (every type, drawn for this project) plus
/// any exemplars given — typically the strokes of the character library (``init(library:limit:)``), whose
/// types (from the GB-order table) cover the types real characters use in their real proportions. `wol-bench strokes`
/// measures it leaving each character's own strokes out.
public struct StrokeTypeRecognizer: Sendable {
    /// One recognised type and how well the path fits it (0–1, 1 = perfect).
    public struct Candidate: Hashable, Sendable {
        public var type: StrokeType
        public var score: Double
    }

    /// How many nearest strokes of each type are averaged.
    private static let neighbours = 2
    private static let widthStretches: [Double] = [0.6, 1, 1.6]

    /// Type of each labelled stroke, as an index into `StrokeType.allCases`.
    private let typeIndices: [UInt8]
    /// Which character each labelled stroke came from (index into `sourceNames`), −1 for prototypes.
    private let sources: [Int32]
    private let sourceNames: [String: Int32]
    /// Features of every labelled stroke, one after another.
    private let features: [Float]

    /// A recogniser from the built-in prototypes and, optionally, labelled strokes.
    /// - Parameter exemplars: strokes whose ``TemplateStroke/type`` is trusted, in the 1024 template box;
    ///   their length is taken relative to the box, as the character each belongs to is not known.
    public init(exemplars: [TemplateStroke] = []) {
        var labelled = StrokeExemplars()
        let allTypes = StrokeType.allCases
        for stroke in exemplars {
            guard let type = stroke.type, let typeIndex = allTypes.firstIndex(of: type),
                let feature = StrokeTypeFeatures(templateStroke: stroke.points, characterSize: CharacterTemplate.boxSize)
            else { continue }
            labelled.typeIndices.append(UInt8(typeIndex))
            labelled.sources.append(-1)
            labelled.features += feature.values
        }
        self.init(labelled: labelled)
    }

    /// A recogniser from the built-in prototypes and every stroke of `templates`, each stroke's length
    /// taken relative to its own character's size.
    public init(templates: [CharacterTemplate]) {
        self.init(labelled: StrokeExemplars(templates: templates))
    }

    /// A recogniser from the built-in prototypes and the strokes of `library`'s characters whose types were
    /// labelled by people (or by a stroke-type table), the most frequent first.
    ///
    /// Without `limit` it reads the library's `stroke-exemplars.bin` when there is one (a few milliseconds: at most
    /// ``StrokeExemplars/perTypeLimit`` strokes of each type), else every template (about 0.3 ms each, release).
    /// Templates whose types this recogniser guessed — Hanzi Writer and Make Me a Hanzi imports, or a library in
    /// those formats read on demand — teach it nothing and are left out.
    /// - Parameters:
    ///   - library: the labelled characters.
    ///   - limit: learn from at most this many characters, the most frequent first, read from their templates
    ///     (nil: all; fewer cost rare types dearly; see `docs/stroke-analysis.md`).
    /// - Throws: ``CharacterLibraryError`` when the library cannot be listed or a template or the exemplar file is
    ///   malformed.
    public init(library: CharacterLibrary, limit: Int? = nil) throws(CharacterLibraryError) {
        if limit == nil, let stored = try Self.storedExemplars(in: library) {
            self.init(labelled: stored)
            return
        }
        self.init(templates: try Self.teachingTemplates(in: library, limit: limit))
    }

    /// The templates of `library` that teach a recogniser, most frequent first.
    static func teachingTemplates(in library: CharacterLibrary, limit: Int? = nil) throws(CharacterLibraryError)
        -> [CharacterTemplate]
    {
        guard !library.isConvertedOnDemand else { return [] }
        var templates: [CharacterTemplate] = []
        let characters = try library.summaries().filter { $0.script == .han }.map(\.character).prefix(limit ?? .max)
        for character in characters {
            let template = try library.template(for: character)
            if !HanziWriterImporter.recognizedTypeSources.contains(template.source) { templates.append(template) }
        }
        return templates
    }

    private static func storedExemplars(in library: CharacterLibrary) throws(CharacterLibraryError) -> StrokeExemplars? {
        guard !library.isConvertedOnDemand else { return nil }
        let url = library.directory.appendingPathComponent(StrokeExemplars.fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try StrokeExemplars(decoding: data, file: url.path)
    }

    /// A recogniser from the built-in prototypes and precomputed labelled strokes.
    init(exemplars labelled: StrokeExemplars) {
        self.init(labelled: labelled)
    }

    private init(labelled: StrokeExemplars) {
        var typeIndices: [UInt8] = []
        var sources: [Int32] = []
        var features: [Float] = []
        let allTypes = StrokeType.allCases
        for prototype in StrokeTypePrototypes.all {
            for stretch in Self.widthStretches {
                let path = prototype.path.map { Point(x: $0.x * stretch, y: $0.y) }
                let relative = StrokeTypePrototypes.typicalRelativeLength(of: prototype.type)
                guard let feature = StrokeTypeFeatures(path, relativeLength: relative)?.values,
                    let index = allTypes.firstIndex(of: prototype.type)
                else { continue }
                typeIndices.append(UInt8(index))
                sources.append(-1)
                features += feature
            }
        }
        self.typeIndices = typeIndices + labelled.typeIndices
        self.sources = sources + labelled.sources
        self.features = features + labelled.features
        sourceNames = Dictionary(
            labelled.characters.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// How many labelled strokes (prototypes included) the recogniser compares a path with.
    public var exemplarCount: Int { typeIndices.count }

    /// The built-in model path of `type` in a unit box (y down, start to end), e.g. to draw an icon
    /// of the stroke or to synthesise test strokes.
    public static func prototype(of type: StrokeType) -> [Point] {
        StrokeTypePrototypes.all.first { $0.type == type }?.path ?? []
    }

    /// Every stroke type with its score, best first.
    /// - Parameters:
    ///   - path: the stroke, start to end, in any units (y down).
    ///   - relativeLength: the stroke's length divided by its character's size, if known; it separates
    ///     a 点 from a longer stroke of the same heading.
    ///   - character: ignore the strokes of this character, e.g. to measure how the recogniser does on
    ///     characters it has not seen.
    /// - Returns: all 36 types, best first; a path that does not move scores every type 0 except 点.
    /// - Complexity: O(e · d) for e labelled strokes of d = 33 features, usually far less as a comparison
    ///   stops once it cannot improve its type's two nearest.
    public func recognize(_ path: [Point], relativeLength: Double? = nil, excluding character: String? = nil)
        -> [Candidate]
    {
        let allTypes = StrokeType.allCases
        guard let query = StrokeTypeFeatures(Polyline.cleaned(path), relativeLength: relativeLength) else {
            return allTypes.map { Candidate(type: $0, score: $0 == .dian ? 1 : 0) }.sorted(by: Self.ranking)
        }
        let excluded = character.flatMap { sourceNames[$0] } ?? -2
        let nearest = nearestDistances(query, excluding: excluded)
        return allTypes.indices.map { index in
            let distances = nearest[(index * Self.neighbours)..<((index + 1) * Self.neighbours)].filter(\.isFinite)
            guard !distances.isEmpty else { return Candidate(type: allTypes[index], score: 0) }
            let mean = Double(distances.reduce(0, +)) / Double(distances.count)
            return Candidate(type: allTypes[index], score: 1 / (1 + 10 * mean))
        }
        .sorted(by: Self.ranking)
    }

    /// The single most likely type.
    public func bestType(_ path: [Point], relativeLength: Double? = nil, excluding character: String? = nil)
        -> StrokeType?
    {
        recognize(path, relativeLength: relativeLength, excluding: character).first?.type
    }

    private static func ranking(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
        lhs.score > rhs.score || (lhs.score == rhs.score && lhs.type.rawValue < rhs.type.rawValue)
    }

    /// The `neighbours` smallest squared distances to the labelled strokes of each type, type after type.
    private func nearestDistances(_ query: StrokeTypeFeatures, excluding excluded: Int32) -> [Float] {
        let dimensions = StrokeTypeFeatures.dimensions
        let used = query.hasLength ? dimensions : dimensions - 1
        let k = Self.neighbours
        var nearest = [Float](repeating: .infinity, count: StrokeType.allCases.count * k)
        query.values.withUnsafeBufferPointer { q in
            features.withUnsafeBufferPointer { all in
                typeIndices.withUnsafeBufferPointer { types in
                    sources.withUnsafeBufferPointer { sources in
                        nearest.withUnsafeMutableBufferPointer { nearest in
                            for exemplar in 0..<types.count where sources[exemplar] != excluded {
                                let first = Int(types[exemplar]) * k
                                let bound = nearest[first + k - 1]
                                let base = exemplar * dimensions
                                var sum: Float = 0
                                var index = 0
                                while index < used, sum < bound {
                                    let stop = min(index + 8, used)
                                    while index < stop {
                                        let difference = q[index] - all[base + index]
                                        sum += difference * difference
                                        index += 1
                                    }
                                }
                                guard sum < bound else { continue }
                                var slot = first + k - 1
                                while slot > first, nearest[slot - 1] > sum {
                                    nearest[slot] = nearest[slot - 1]
                                    slot -= 1
                                }
                                nearest[slot] = sum
                            }
                        }
                    }
                }
            }
        }
        return nearest
    }
}
