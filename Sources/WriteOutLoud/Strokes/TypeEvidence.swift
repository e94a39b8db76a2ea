/// What the stroke-type recogniser says about a drawn stroke judged as a template stroke of a named type.
///
/// The four scores measure how far the stroke is from its model; this says what the stroke looks like in
/// general: a reader accepts a curved 点 as long as it is clearly a 点, and rejects a stroke that clearly looks
/// like another type however close its place.
public struct TypeEvidence: Hashable, Codable, Sendable {
    /// The type the drawn stroke looks most like.
    public var recognized: StrokeType
    /// The recogniser's score of the template's type divided by its best score: 1 when the template's type is
    /// recognised, smaller the more another type is preferred.
    public var expectedShare: Double

    public init(recognized: StrokeType, expectedShare: Double) {
        self.recognized = recognized
        self.expectedShare = expectedShare
    }

    /// The evidence in `candidates` (``StrokeTypeRecognizer/recognize(_:relativeLength:excluding:)``, best first)
    /// for a stroke meant as `expected`; nil when there are none.
    init?(candidates: [StrokeTypeRecognizer.Candidate], expected: StrokeType) {
        guard let best = candidates.first else { return nil }
        let expectedScore = candidates.first { $0.type == expected }?.score ?? 0
        self.init(recognized: best.type, expectedShare: best.score > 0 ? expectedScore / best.score : 0)
    }
}
