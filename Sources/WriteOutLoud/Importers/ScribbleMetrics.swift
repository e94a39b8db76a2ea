/// The vertical guide lines of a Scribble glyph, in font units with y up, and the slant it is meant to be written at.
public struct ScribbleMetrics: Hashable, Codable, Sendable {
    /// Font units per em: the scale the other values and the glyph's coordinates are in.
    public var unitsPerEm: Double
    /// The line letters sit on (usually 0).
    public var baseline: Double
    /// The top of short letters (a, c, e …).
    public var xHeight: Double
    /// The top of tall letters (d, l, t): the top of the em box the template is fitted to.
    public var ascender: Double
    /// The bottom of descenders (g, p, y), below the baseline: the bottom of the em box.
    public var descender: Double
    /// How far the letters lean to the right, in degrees from upright; the strokes are authored upright and
    /// sheared by this on import, so one skeleton serves any slant.
    public var targetSlantDeg: Double

    public init(
        unitsPerEm: Double, baseline: Double, xHeight: Double, ascender: Double, descender: Double,
        targetSlantDeg: Double
    ) {
        self.unitsPerEm = unitsPerEm
        self.baseline = baseline
        self.xHeight = xHeight
        self.ascender = ascender
        self.descender = descender
        self.targetSlantDeg = targetSlantDeg
    }
}
