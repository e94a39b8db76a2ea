import Foundation

/// Labelled strokes in the form ``StrokeTypeRecognizer`` compares paths with: per stroke its type, the character
/// it came from and its ``StrokeTypeFeatures``.
///
/// A library stores the exemplars its templates teach in `stroke-exemplars.bin` (written with the index by
/// ``CharacterLibraryWriter``), so that a recogniser starts by reading one small file instead of decoding
/// thousands of templates. The file keeps the strokes of the most frequent characters first, at most
/// ``perTypeLimit`` of a type — every stroke of the rarer types.
struct StrokeExemplars: Sendable, Equatable {
    static let fileName = "stroke-exemplars.bin"
    /// The most strokes of one type kept when writing the file: common types have tens of thousands, and beyond a
    /// few thousand more neighbours cost time without changing the nearest ones much.
    static let perTypeLimit = 3000
    private static let magic = Array("WOLX".utf8)
    private static let version: UInt32 = 1
    /// Quantisation steps: tangent components lie within ±0.25, the length term within about ±2.5.
    private static let tangentScale: Float = 508
    private static let lengthScale: Float = 50

    /// Type of each stroke, as an index into `StrokeType.allCases`.
    var typeIndices: [UInt8] = []
    /// The character each stroke came from, as an index into `characters`, −1 when unknown.
    var sources: [Int32] = []
    var characters: [String] = []
    /// ``StrokeTypeFeatures/dimensions`` values per stroke, one stroke after another.
    var features: [Float] = []

    var count: Int { typeIndices.count }

    /// The typed strokes of `templates`, in the order given, each with its length relative to its own character.
    /// - Parameter perType: keep at most this many strokes of each type (nil: all).
    init(templates: [CharacterTemplate], perType: Int? = nil) {
        let allTypes = StrokeType.allCases
        var kept = [Int](repeating: 0, count: allTypes.count)
        var names: [String: Int32] = [:]
        for template in templates {
            let size = StrokeTypeFeatures.characterSize(of: template)
            for stroke in template.strokes {
                guard let type = stroke.type, let typeIndex = allTypes.firstIndex(of: type),
                    kept[typeIndex] < perType ?? .max,
                    let feature = StrokeTypeFeatures(templateStroke: stroke.points, characterSize: size)
                else { continue }
                kept[typeIndex] += 1
                let source = names[template.character] ?? Int32(characters.count)
                if names[template.character] == nil {
                    names[template.character] = source
                    characters.append(template.character)
                }
                typeIndices.append(UInt8(typeIndex))
                sources.append(source)
                features += feature.values
            }
        }
    }

    init() {}

    /// The file's bytes: magic `WOLX`, version, dimensions, stroke count, then the characters (UTF-8, newline
    /// separated, with their byte length first), then per stroke its type (1 byte), character (4 bytes) and features
    /// quantised to one signed byte each. Integers are little-endian.
    func encoded() -> Data {
        var data = Data(Self.magic)
        func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        append(Self.version)
        append(UInt32(StrokeTypeFeatures.dimensions))
        append(UInt32(count))
        let names = Data(characters.joined(separator: "\n").utf8)
        append(UInt32(names.count))
        data.append(names)
        let dimensions = StrokeTypeFeatures.dimensions
        for index in 0..<count {
            data.append(typeIndices[index])
            append(UInt32(bitPattern: sources[index]))
            for dimension in 0..<dimensions {
                let scale = dimension == dimensions - 1 ? Self.lengthScale : Self.tangentScale
                let value = (features[index * dimensions + dimension] * scale).rounded()
                data.append(UInt8(bitPattern: Int8(max(-127, min(127, value)))))
            }
        }
        return data
    }

    /// Reads ``encoded()`` bytes.
    /// - Throws: ``CharacterLibraryError/invalidFile(_:field:problem:)`` naming `file` when they are not such a file.
    init(decoding data: Data, file: String) throws(CharacterLibraryError) {
        let bytes = [UInt8](data)
        var offset = 0
        func read(_ length: Int, _ field: String) throws(CharacterLibraryError) -> ArraySlice<UInt8> {
            guard offset + length <= bytes.count else { throw .invalidFile(file, field: field, problem: "is cut short") }
            defer { offset += length }
            return bytes[offset..<(offset + length)]
        }
        func integer(_ field: String) throws(CharacterLibraryError) -> UInt32 {
            try read(4, field).reversed().reduce(0) { $0 << 8 | UInt32($1) }
        }
        guard Array(try read(4, "magic")) == Self.magic else {
            throw .invalidFile(file, field: "magic", problem: "is not WOLX (not a stroke exemplar file)")
        }
        let version = try integer("version")
        guard version == Self.version else {
            throw .invalidFile(file, field: "version", problem: "is \(version), this engine reads \(Self.version)")
        }
        let dimensions = Int(try integer("dimensions"))
        guard dimensions == StrokeTypeFeatures.dimensions else {
            throw .invalidFile(file, field: "dimensions", problem: "is \(dimensions), expected \(StrokeTypeFeatures.dimensions)")
        }
        let strokes = Int(try integer("count"))
        let nameBytes = Int(try integer("characters"))
        let text = String(decoding: try read(nameBytes, "characters"), as: UTF8.self)
        characters = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let typeCount = StrokeType.allCases.count
        typeIndices.reserveCapacity(strokes)
        features.reserveCapacity(strokes * dimensions)
        for index in 0..<strokes {
            let type = try read(1, "strokes[\(index)].type").first ?? 0
            let source = Int32(bitPattern: try integer("strokes[\(index)].character"))
            guard Int(type) < typeCount, source >= -1, Int(source) < characters.count else {
                throw .invalidFile(file, field: "strokes[\(index)]", problem: "names an unknown type or character")
            }
            typeIndices.append(type)
            sources.append(source)
            for (dimension, byte) in try read(dimensions, "strokes[\(index)].features").enumerated() {
                let scale = dimension == dimensions - 1 ? Self.lengthScale : Self.tangentScale
                features.append(Float(Int8(bitPattern: byte)) / scale)
            }
        }
        guard offset == bytes.count else { throw .invalidFile(file, field: "count", problem: "leaves bytes unread") }
    }
}
