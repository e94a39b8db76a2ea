/// An axis-aligned rectangle enclosing some points.
struct BoundingBox: Hashable, Sendable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// The box around `points`, or nil when there are none.
    init?<S: Sequence>(_ points: S) where S.Element == Point {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        minX = first.x
        maxX = first.x
        minY = first.y
        maxY = first.y
        while let point = iterator.next() { include(point) }
    }

    /// The empty box at one point.
    init(point: Point) {
        minX = point.x
        maxX = point.x
        minY = point.y
        maxY = point.y
    }

    mutating func include(_ point: Point) {
        minX = min(minX, point.x)
        maxX = max(maxX, point.x)
        minY = min(minY, point.y)
        maxY = max(maxY, point.y)
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
    var center: Point { Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }
    var longerSide: Double { max(width, height) }
}
