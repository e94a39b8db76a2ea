/// The drawn strokes that may place a judged stroke's anchored ends (``StrokeAnchors``): those drawn on
/// their own that look like their model, moved into the judged stroke's frame.
struct AnchoringNeighbours {
    /// Least shape-and-direction trust (0–1) for a drawn stroke to place its neighbours.
    static let minimumTrust = 0.5

    let framed: [[Point]]
    let sources: [StrokeCorrespondence.Source?]
    let trust: [Double]
    let frames: LeaveOneOutFrames
    /// The template stroke being judged; its frame correction applies to the neighbours too.
    let judged: Int

    /// Template stroke `template`'s drawn path, or nil when it cannot vouch for where it is.
    func path(_ template: Int) -> [Point]? {
        guard sources.indices.contains(template), case .single(let drawn)? = sources[template],
            trust.indices.contains(template), trust[template] >= Self.minimumTrust, framed.indices.contains(drawn)
        else { return nil }
        return frames.apply(framed[drawn], for: judged)
    }
}
