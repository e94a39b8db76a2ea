import Foundation

/// Finds where JSON text first goes wrong, so an error can point at a line and column, and finds keys given
/// twice in one object.
///
/// Foundation's decoder only says "not valid JSON", and silently keeps one value of a duplicated key; this small
/// recursive-descent scan reads the text and reports the first offending position.
struct JSONSyntaxCheck {
    /// Where and why the text stops being JSON, or where a key repeats.
    struct Failure: Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var problem: String
        /// For a duplicated key, its JSON path (`ink.strokes[0].points`); nil for a syntax error.
        var duplicateKeyPath: String? = nil

        var description: String { "line \(line), column \(column): \(problem)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private let depthLimit = 512
    /// The keys and indices leading to the value being read.
    private var path: [PathStep] = []

    private enum PathStep {
        case key(String)
        case index(Int)
    }

    /// - Returns: the first syntax error, or nil if the text is valid JSON.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var check = JSONSyntaxCheck(bytes: bytes)
        return check.run()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private struct Stop: Error {
        var problem: String
        var duplicateKeyPath: String? = nil
    }

    private mutating func run() -> Failure? {
        do {
            try value(depth: 0)
            skipSpace()
            if index < bytes.count { throw Stop(problem: "unexpected text after the end of the document") }
            return nil
        } catch {
            let stop = error as? Stop
            var failure = failure(at: min(index, bytes.count), stop?.problem ?? "invalid")
            failure.duplicateKeyPath = stop?.duplicateKeyPath
            return failure
        }
    }

    /// The path as the engine's errors write it: `ink.strokes[1].points`.
    private var pathText: String {
        path.reduce(into: "") { text, step in
            switch step {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
    }

    private func failure(at offset: Int, _ problem: String) -> Failure {
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Failure(line: line, column: column, problem: problem)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private func unexpected() -> Stop {
        guard index < bytes.count else { return Stop(problem: "the text ends too early") }
        let scalar = Unicode.Scalar(bytes[index])
        return Stop(problem: "unexpected “\(scalar.isASCII && bytes[index] >= 0x20 ? String(Character(scalar)) : "byte \(bytes[index])")”")
    }

    private mutating func expect(_ character: Character) throws {
        guard index < bytes.count, bytes[index] == character.asciiValue else { throw unexpected() }
        index += 1
    }

    private mutating func value(depth: Int) throws {
        guard depth < depthLimit else { throw Stop(problem: "nested too deeply") }
        skipSpace()
        guard index < bytes.count else { throw unexpected() }
        switch bytes[index] {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw unexpected()
        }
    }

    private mutating func object(depth: Int) throws {
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
        }
        var keys: Set<String> = []
        while true {
            skipSpace()
            let keyStart = index
            try string()
            let key = Self.unescaped(bytes[(keyStart + 1)..<(index - 1)])
            path.append(.key(key))
            guard keys.insert(key).inserted else {
                index = keyStart
                throw Stop(problem: "duplicate key “\(key)”", duplicateKeyPath: pathText)
            }
            skipSpace()
            try expect(":")
            try value(depth: depth + 1)
            path.removeLast()
            skipSpace()
            guard index < bytes.count else { throw unexpected() }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return
            }
            try expect(",")
        }
    }

    private mutating func array(depth: Int) throws {
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return
        }
        var count = 0
        while true {
            path.append(.index(count))
            try value(depth: depth + 1)
            path.removeLast()
            count += 1
            skipSpace()
            guard index < bytes.count else { throw unexpected() }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return
            }
            try expect(",")
        }
    }

    private mutating func string() throws {
        try expect("\"")
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return }
            if byte < 0x20 {
                index -= 1
                throw Stop(problem: "control character inside a string")
            }
            if byte == UInt8(ascii: "\\") { index += 1 }
        }
        throw Stop(problem: "the text ends inside a string")
    }

    /// A key's text with its escapes resolved, so that `"a"` and `"\u0061"` are the same key.
    private static func unescaped(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        let quoted = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
        return (try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed) as? String)
            ?? String(decoding: raw, as: UTF8.self)
    }

    private mutating func literal(_ word: String) throws {
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else { throw unexpected() }
            index += 1
        }
    }

    private mutating func number() throws {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits = { (bytes: [UInt8], index: inout Int) -> Int in
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        guard digits(bytes, &index) > 0 else { throw unexpected() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(bytes, &index) > 0 else { throw unexpected() }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(bytes, &index) > 0 else { throw unexpected() }
        }
        if index == start { throw unexpected() }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard Double(literal)?.isFinite == true else {
            index = start
            throw Stop(problem: "number \(literal) is too large to be a finite number")
        }
    }
}
