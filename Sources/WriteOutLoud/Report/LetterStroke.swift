/// Where a stroke of a cursive word sits in its letter. A word's strokes have no names to say, so a report shows
/// whose they are instead ("t 1/2" for the first of `t`'s two strokes).
public struct LetterStroke: Hashable, Codable, Sendable {
    /// The letter, e.g. `t`.
    public var letter: String
    /// 1-based place of the stroke among the letter's strokes.
    public var stroke: Int
    /// How many strokes the letter has.
    public var strokes: Int

    public init(letter: String, stroke: Int, strokes: Int) {
        self.letter = letter
        self.stroke = stroke
        self.strokes = strokes
    }

    /// Stroke `index` of `template` as a place in its letter; nil unless the template is a cursive word.
    public init?(stroke index: Int, of template: CharacterTemplate) {
        guard let layout = template.word, let letter = layout.letter(ofStroke: index) else { return nil }
        let placed = layout.letters[letter]
        self.init(letter: placed.letter, stroke: index - placed.firstStroke + 1, strokes: placed.strokeCount)
    }

    /// "t 1/2", or the letter alone when it has one stroke.
    public var label: String { strokes > 1 ? "\(letter) \(stroke)/\(strokes)" : letter }
}
