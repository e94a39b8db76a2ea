/// The geometry of an SVG `d` attribute: move-to, line and Bézier commands, absolute and relative.
///
/// Enough of SVG 1.1 path data for stroke-order fonts: `M L H V C S Q T Z` in both cases, numbers with signs,
/// decimals, exponents and no separators between them (`c1.25,1.25,2-0.5`). Arcs (`A`) are rejected.
struct SVGPath {
    /// One drawing segment as a cubic Bézier (lines and quadratics are raised to cubics).
    struct Cubic: Equatable {
        var start: Point
        var control1: Point
        var control2: Point
        var end: Point

        func point(at t: Double) -> Point {
            let u = 1 - t
            return start * (u * u * u) + control1 * (3 * u * u * t) + control2 * (3 * u * t * t) + end * (t * t * t)
        }

        /// An upper bound on the curve's length: the length of its control polygon.
        var controlLength: Double {
            start.distance(to: control1) + control1.distance(to: control2) + control2.distance(to: end)
        }
    }

    /// Why path data could not be read.
    struct Failure: Error, Equatable {
        var problem: String
    }

    /// The segments in drawing order; a new subpath simply continues the list from its start point.
    private(set) var segments: [Cubic] = []
    /// Where the path starts.
    private(set) var start: Point?

    /// Parses path data.
    /// - Throws: ``Failure`` naming the command or number that is wrong.
    /// - Complexity: O(n) in the length of `data`.
    init(_ data: String) throws(Failure) {
        var scanner = Scanner(Array(data.utf8))
        var current = Point.zero
        var subpathStart = Point.zero
        var lastControl: Point?
        var lastQuadControl: Point?
        var command: UInt8?
        while true {
            scanner.skipSeparators()
            guard let byte = scanner.peek() else { break }
            if Self.isCommand(byte) {
                command = byte
                scanner.advance()
            } else if command == nil {
                throw Failure(problem: "a number at offset \(scanner.index) follows no command")
            }
            guard let letter = command else { break }
            let relative = letter >= 0x61
            let origin = relative ? current : .zero
            var cubic: Cubic?
            var quadControl: Point?
            switch letter | 0x20 {
            case 0x6D:  // m
                current = try scanner.point() + origin
                subpathStart = current
                if start == nil { start = current }
                command = relative ? 0x6C : 0x4C  // further pairs are line-tos
                lastControl = nil
                lastQuadControl = nil
                continue
            case 0x6C:  // l
                cubic = Self.line(from: current, to: try scanner.point() + origin)
            case 0x68:  // h
                let x = try scanner.number() + (relative ? current.x : 0)
                cubic = Self.line(from: current, to: Point(x: x, y: current.y))
            case 0x76:  // v
                let y = try scanner.number() + (relative ? current.y : 0)
                cubic = Self.line(from: current, to: Point(x: current.x, y: y))
            case 0x63:  // c
                let c1 = try scanner.point() + origin
                let c2 = try scanner.point() + origin
                cubic = Cubic(start: current, control1: c1, control2: c2, end: try scanner.point() + origin)
            case 0x73:  // s
                let c1 = lastControl.map { current * 2 - $0 } ?? current
                let c2 = try scanner.point() + origin
                cubic = Cubic(start: current, control1: c1, control2: c2, end: try scanner.point() + origin)
            case 0x71:  // q
                let control = try scanner.point() + origin
                quadControl = control
                cubic = Self.quadratic(from: current, control: control, to: try scanner.point() + origin)
            case 0x74:  // t
                let control = lastQuadControl.map { current * 2 - $0 } ?? current
                quadControl = control
                cubic = Self.quadratic(from: current, control: control, to: try scanner.point() + origin)
            case 0x7A:  // z
                command = nil
                if current != subpathStart { cubic = Self.line(from: current, to: subpathStart) }
            default:
                throw Failure(problem: "unsupported path command \(Character(Unicode.Scalar(letter)))")
            }
            guard start != nil else { throw Failure(problem: "path data draws before its first move-to") }
            if let cubic {
                segments.append(cubic)
                current = cubic.end
            }
            lastControl = (letter | 0x20 == 0x63 || letter | 0x20 == 0x73) ? cubic?.control2 : nil
            lastQuadControl = quadControl
        }
        guard start != nil else { throw Failure(problem: "path data is empty") }
    }

    /// The path as points no further apart than `spacing`, first point to last.
    /// - Complexity: O(total length / spacing).
    func sampled(spacing: Double) -> [Point] {
        guard let start else { return [] }
        var points = [start]
        for segment in segments {
            let steps = max(1, Int((segment.controlLength / spacing).rounded(.up)))
            for step in 1...steps {
                points.append(segment.point(at: Double(step) / Double(steps)))
            }
        }
        return points
    }

    private static func line(from start: Point, to end: Point) -> Cubic {
        Cubic(start: start, control1: start + (end - start) / 3, control2: start + (end - start) * (2.0 / 3), end: end)
    }

    private static func quadratic(from start: Point, control: Point, to end: Point) -> Cubic {
        Cubic(
            start: start, control1: start + (control - start) * (2.0 / 3),
            control2: end + (control - end) * (2.0 / 3), end: end)
    }

    private static func isCommand(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (0x61...0x7A).contains(lower) && lower != 0x65  // letters except the exponent e
    }

    /// Reads numbers from path data.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
        mutating func advance() { index += 1 }

        mutating func skipSeparators() {
            while let byte = peek(), byte == 0x20 || byte == 0x2C || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            }
        }

        mutating func point() throws(Failure) -> Point {
            let x = try number()
            return Point(x: x, y: try number())
        }

        mutating func number() throws(Failure) -> Double {
            skipSeparators()
            let begin = index
            if let sign = peek(), sign == 0x2B || sign == 0x2D { advance() }
            var sawDot = false
            var sawDigit = false
            while let byte = peek() {
                if (0x30...0x39).contains(byte) {
                    sawDigit = true
                } else if byte == 0x2E && !sawDot {
                    sawDot = true
                } else {
                    break
                }
                advance()
            }
            if sawDigit, let e = peek(), e | 0x20 == 0x65 {
                advance()
                if let sign = peek(), sign == 0x2B || sign == 0x2D { advance() }
                while let byte = peek(), (0x30...0x39).contains(byte) { advance() }
            }
            guard sawDigit, let text = String(validating: bytes[begin..<index], as: UTF8.self),
                let value = Double(text), value.isFinite
            else {
                throw Failure(problem: "expected a number at offset \(begin)")
            }
            return value
        }
    }
}
