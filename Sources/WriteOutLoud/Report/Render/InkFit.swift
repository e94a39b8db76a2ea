/// Moves the learner's ink onto the template box so the two can be drawn over each other.
///
/// A uniform scale plus a translation that puts the ink's bounding box inside the template's bounding box,
/// centred, with the aspect ratio kept: a character drawn small in a corner of a phone canvas is shown the
/// size and place of the template, while its proportions stay the learner's own. Deliberately simpler than the
/// stroke analyzer's alignment: the picture should show the learner's shape as drawn, not as corrected.
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

    /// The fit for a recording and a template, ignoring non-finite points.
    ///
    /// When some drawn strokes were matched to template strokes, the box of those drawn strokes is fitted to the
    /// box of their template strokes, so a missing or extra stroke does not shift or shrink the strokes that were
    /// drawn. Otherwise the whole ink is fitted to the whole template (the full 1024 box for a template without
    /// points).
    /// - Parameters:
    ///   - matches: pairs of a drawn stroke index and the template stroke index it was matched to; indices out of
    ///     range are ignored.
    /// - Returns: nil when the ink has no finite point.
    init?(ink: Ink, template: CharacterTemplate, matches: [(drawn: Int, template: Int)] = []) {
        let valid = matches.filter {
            ink.strokes.indices.contains($0.drawn) && template.strokes.indices.contains($0.template)
        }
        if let inkBox = BoundingBox(valid.flatMap { ink.strokes[$0.drawn].path }.filter(\.isFinite)),
            let templateBox = BoundingBox(valid.flatMap { template.strokes[$0.template].points }.filter(\.isFinite))
        {
            self.init(ink: inkBox, template: templateBox)
            return
        }
        guard let inkBox = BoundingBox(ink.strokes.flatMap(\.path).filter(\.isFinite)) else { return nil }
        var wholeBox = BoundingBox(point: .zero)
        wholeBox.include(Point(x: CharacterTemplate.boxSize, y: CharacterTemplate.boxSize))
        let templateBox = BoundingBox(template.strokes.flatMap(\.points).filter(\.isFinite)) ?? wholeBox
        self.init(ink: inkBox, template: templateBox)
    }

    /// An ink point in template coordinates.
    func apply(_ point: Point) -> Point {
        (point - source) * scale + target
    }
}
