/// The ways a writer can see a drawn stroke run on the page, before the judge reads it: its part standing for the
/// template stroke (without the joins cut from it, or its half of a pair written in one movement) and the whole
/// pen stroke, each from its start to its end, from its start to the point furthest from there, and along each of
/// its long legs (a 横 whose tail or entry is as long as the stroke still runs left to right along the 横).
///
/// The judge reads a stroke in its own corrected frame, levelled, turned to its model's slant, cut where a join
/// or its pair's partner begins; a cut in the wrong place, a frame turned by a neighbour, or a long entry into a
/// short 点 can make that reading run another way than the writer visibly drew. A direction tip is given only
/// where no reading here runs the way it would name (``StrokeAdvice``): a tip contradicting what the writer did
/// loses their trust, while a stroke truly drawn the wrong way runs the wrong way in every reading.
enum DrawnMovement {
    /// The movements (y down) of `part` and of `stroke`, in the template frame, read on the page through `page`
    /// (the character frame, undone); in the template frame when `page` is nil. Empty paths give none.
    /// - Parameters:
    ///   - part: the drawn path judged as the template stroke, in the template frame before its own correction.
    ///   - stroke: the whole drawn stroke it comes from, in the same frame.
    ///   - page: the map from the canvas onto the template frame.
    static func readings(part: [Point], stroke: [Point], page: AffineTransform?) -> [Point] {
        [part, stroke].flatMap { path -> [Point] in
            guard let start = path.first, let end = path.last else { return [] }
            return [Polyline.mainMovement(path), end - start] + legs(of: path)
        }
        .compactMap { step in
            guard let page else { return step }
            return page.drawingStep(for: step)
        }
    }

    /// Share of a path's length within which its simplified shape keeps it: what is left are its legs.
    static let legTolerance = 0.1
    /// Shortest leg, as a share of the path's length, that a writer sees the stroke run along.
    static let longLeg = 1.0 / 3

    /// The steps along `path`'s legs (the pieces between the corners its simplified shape keeps) that are at least
    /// ``longLeg`` of its length.
    static func legs(of path: [Point]) -> [Point] {
        let length = Polyline.length(path)
        guard length > 0 else { return [] }
        let corners = PolylineSimplifier.simplify(path, tolerance: legTolerance * length)
        return zip(corners, corners.dropFirst()).map { $1 - $0 }.filter { $0.length >= longLeg * length }
    }
}
