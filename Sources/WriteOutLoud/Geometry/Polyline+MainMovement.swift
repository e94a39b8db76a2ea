extension Polyline {
    /// From the path's start to its point furthest from there: the way its main movement runs, which a short tail
    /// or hook turning back at the end does not change. Zero for an empty path.
    public static func mainMovement(_ path: [Point]) -> Point {
        guard let start = path.first else { return .zero }
        return (path.max { $0.distance(to: start) < $1.distance(to: start) } ?? start) - start
    }
}
