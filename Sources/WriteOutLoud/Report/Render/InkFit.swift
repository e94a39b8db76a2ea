/// Moves the learner's ink onto the template box so the two can be drawn over each other.
///
/// A uniform scale plus a translation that puts the ink's bounding box inside the template's bounding box,
/// centred, with the aspect ratio kept: a character drawn small in a corner of a phone canvas is shown the
/// size and place of the template, while its proportions stay the learner's own.
struct InkFit: Hashable, Sendable {
    /// Template units per ink unit.
    var scale: Double
    /// Where the ink's bounding-box centre lands.
    var target: Point
    /// The ink bounding-box centre.
    var source: Point

    /// A fit of the `ink` box into the `template` box.
    ///
    /// A box with no extent along an axis (a single dot, one straight line) is scaled by the other axis alone;
    /// a single point keeps scale 1 and is placed at the template's centre.
    init(ink: BoundingBox, template: BoundingBox) {
        let ratios = [
            ink.width > 0 && template.width > 0 ? template.width / ink.width : nil,
            ink.height > 0 && template.height > 0 ? template.height / ink.height : nil,
        ].compactMap { $0 }
        scale = ratios.min() ?? 1
        target = template.center
        source = ink.center
    }

    /// The fit for a recording and a template; the template box stands in for the whole 1024 box when the
    /// template has no points, and nil is returned when the ink has none.
    init?(ink: Ink, template: CharacterTemplate) {
        guard let inkBox = BoundingBox(ink.strokes.lazy.flatMap(\.path)) else { return nil }
        let templateBox =
            BoundingBox(template.strokes.lazy.flatMap(\.points))
            ?? BoundingBox(minX: 0, minY: 0, maxX: CharacterTemplate.boxSize, maxY: CharacterTemplate.boxSize)
        self.init(ink: inkBox, template: templateBox)
    }

    /// An ink point in template coordinates.
    func apply(_ point: Point) -> Point {
        (point - source) * scale + target
    }
}
