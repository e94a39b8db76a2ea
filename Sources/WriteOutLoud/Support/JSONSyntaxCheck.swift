/// Finds where JSON text first goes wrong, so an error can point at a line and column.
///
/// Foundation's decoder only says "not valid JSON"; this small recursive-descent scan re-reads text the decoder
/// refused and reports the first offending position.
struct JSONSyntaxCheck {
    /// Where and why the text stops being JSON.
    struct Failure: Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var problem: String

        var description: String { "line \(line), column \(column): \(problem)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private let depthLimit = 512

    /// - Returns: the first syntax error, or nil if the text is valid JSON.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var check = JSONSyntaxCheck(bytes: bytes)
        return check.run()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private struct Stop: Error { var problem: String }

    private mutating func run() -> Failure? {
        do {
            try value(depth: 0)
            skipSpace()
            if index < bytes.count { throw Stop(problem: "unexpected text after the end of the document") }
            return nil
        } catch {
            return failure(at: min(index, bytes.count), (error as? Stop)?.problem ?? "invalid")
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
        while true {
            skipSpace()
            try string()
            skipSpace()
            try expect(":")
            try value(depth: depth + 1)
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
        while true {
            try value(depth: depth + 1)
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
