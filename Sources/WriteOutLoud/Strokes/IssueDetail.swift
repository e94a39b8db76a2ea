/// What a stroke-analysis mistake consists of: the facts its sentence needs (stroke numbers, the expected and
/// recognised types, the right direction), so the report layer can say it in any language
/// (``StrokeSentences/issue(_:)``).
///
/// Stroke numbers are 0-based template indices, except `drawn` in ``extra(drawn:character:)``, a 0-based index
/// into the learner's ink.
public enum IssueDetail: Hashable, Codable, Sendable {
    /// `drawnFirst` was drawn before `shouldComeFirst`, which comes first in the character.
    case order(drawnFirst: Int, shouldComeFirst: Int)
    case missing(stroke: Int, type: StrokeType?)
    /// A drawn stroke that belongs to no stroke of `character`.
    case extra(drawn: Int, character: String)
    /// `stroke` and `with` were drawn as one connected stroke. The analyzer no longer reports it (two strokes
    /// written in one movement are judged each from its part and noted as joined, ``StrokeTip/Join``); kept so
    /// reports and stored attempts from earlier versions still read.
    case merged(stroke: Int, with: Int)
    /// `stroke` was drawn in `pieces` pieces.
    case split(stroke: Int, pieces: Int)
    /// `stroke` was drawn from its end to its start; `heading` is the right way.
    case reversed(stroke: Int, heading: StrokeHeading)
    /// `stroke` fails and looks like `recognized` instead of `expected`.
    case wrongType(stroke: Int, expected: StrokeType, recognized: StrokeType)
    /// `stroke` fails for its shape, direction, position or proportion.
    case poorlyDrawn(stroke: Int, type: StrokeType?)
    /// A cursive word's letter (at 0-based `position`) was left out.
    case letterMissing(letter: String, position: Int)
    /// A cursive word's letters at `position` and `position + 1` were written in each other's place.
    case lettersSwapped(first: String, second: String, position: Int)

    /// The kind of mistake as `errors[].kind` reports it.
    public var kind: IssueKind {
        switch self {
        case .order, .lettersSwapped: .order
        case .missing, .letterMissing: .missing
        case .extra: .extra
        case .merged: .merged
        case .split: .split
        case .reversed: .reversed
        case .wrongType, .poorlyDrawn: .poorlyDrawn
        }
    }
}
