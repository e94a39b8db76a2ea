/// The smallest axis-aligned rectangle holding a set of points; y grows downward.
struct BoundingBox: Hashable, Sendable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// The box around the finite points given, or nil when there are none.
    /// - Complexity: O(n) in the number of points.
    init?(_ points: some Sequence<Point>) {
        var box: BoundingBox?
        for point in points where point.isFinite {
            if var grown = box {
                grown.minX = min(grown.minX, point.x)
                grown.minY = min(grown.minY, point.y)
                grown.maxX = max(grown.maxX, point.x)
                grown.maxY = max(grown.maxY, point.y)
                box = grown
            } else {
                box = BoundingBox(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
            }
        }
        guard let box else { return nil }
        self = box
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
    var center: Point { Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }
}
