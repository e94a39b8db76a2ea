/// Collects one character's Unihan values while the files are read, then forms its ``UnihanEntry``.
struct UnihanEntryBuilder {
    var mandarin: [String] = []
    var pinlu: [(reading: String, count: Int)] = []
    var tghz: [String] = []
    var xhc: [String] = []
    var hanyuPinyin: [String] = []
    var definition: String?
    var totalStrokes: Int?
    var mainlandSource: String?

    /// The fields of `Unihan_Readings.txt` the builder takes, in the order ``read(_:field:)`` expects.
    static let readingFields = ["kMandarin", "kHanyuPinlu", "kTGHZ2013", "kXHC1983", "kHanyuPinyin", "kDefinition"]

    /// Takes one record of a field from ``readingFields``.
    /// - Returns: a description of what is wrong with the value, or nil when it was taken.
    mutating func read(_ value: String, field: Int) -> String? {
        let tokens = value.split(separator: " ")
        switch field {
        case 0:
            mandarin = tokens.map(String.init)
        case 1:
            for token in tokens {
                guard token.hasSuffix(")"), let open = token.firstIndex(of: "("),
                    let count = Int(token[token.index(after: open)..<token.index(before: token.endIndex)]),
                    open > token.startIndex
                else { return "\"\(token)\" is not reading(count)" }
                pinlu.append((String(token[..<open]), count))
            }
        case 2, 3, 4:
            var readings: [String] = []
            for token in tokens {
                guard let colon = token.lastIndex(of: ":"), colon < token.index(before: token.endIndex) else {
                    return "\"\(token)\" is not location:reading"
                }
                readings += token[token.index(after: colon)...].split(separator: ",").map(String.init)
            }
            switch field {
            case 2: tghz = readings
            case 3: xhc = readings
            default: hanyuPinyin = readings
            }
        default:
            definition = value
        }
        return nil
    }

    /// Takes a `kTotalStrokes` value: one count, or the Chinese count followed by the Japanese one.
    /// - Returns: a description of what is wrong with the value, or nil when it was taken.
    mutating func readTotalStrokes(_ value: String) -> String? {
        guard let first = value.split(separator: " ").first, let count = Int(first), count > 0 else {
            return "\"\(value)\" does not start with a positive stroke count"
        }
        totalStrokes = count
        return nil
    }

    /// The entry, or nil when Unihan gives neither a reading, a meaning nor a stroke count.
    func entry(for character: Character) -> UnihanEntry? {
        var readings: [String] = []
        var seen: Set<String> = []
        let byFrequency = pinlu.sorted { $0.count > $1.count }.map(\.reading)
        for reading in mandarin + byFrequency + tghz + xhc + hanyuPinyin where seen.insert(reading).inserted {
            readings.append(reading)
        }
        guard !readings.isEmpty || definition != nil || totalStrokes != nil else { return nil }
        let frequency = pinlu.isEmpty ? nil : pinlu.reduce(0) { $0 + $1.count }
        return UnihanEntry(
            character: character, mandarin: readings, definition: definition, totalStrokes: totalStrokes,
            pinluFrequency: frequency, mainlandSource: mainlandSource)
    }
}
