/// Where each letter of a cursive word sits in the word's template, and where consecutive letters join.
///
/// A word's template (``CursiveWordComposer``) lists its letters' strokes one letter after another; this says
/// which strokes are whose and how to map a letter's own template onto the word, so the word can be judged
/// letter by letter (``CursiveWordJudge``).
public struct CursiveWordLayout: Hashable, Codable, Sendable {
    /// The letters, left to right.
    public var letters: [CursiveWordLetter]
    /// The joins between consecutive letters, left to right; a pair whose exit or entry is `none` has no join.
    public var joins: [CursiveWordJoin]

    public init(letters: [CursiveWordLetter], joins: [CursiveWordJoin]) {
        self.letters = letters
        self.joins = joins
    }

    /// Each letter's own template (in its own box), taken back out of `word`, the template this layout is
    /// for (``CursiveWordLetter/unplace(_:)``).
    public func letterTemplates(of word: CharacterTemplate) -> [CharacterTemplate] {
        letters.map { letter in
            let strokes = word.strokes[letter.strokes].map { stroke in
                var own = stroke
                own.points = stroke.points.map(letter.unplace)
                own.tolerances?.position = stroke.tolerances?.position.map { $0 / letter.scale }
                return own
            }
            return CharacterTemplate(
                character: letter.letter, pinyin: [], source: word.source, script: word.script, strokes: strokes)
        }
    }

    /// The letter a word-template stroke belongs to (an index into ``letters``).
    public func letter(ofStroke stroke: Int) -> Int? {
        letters.firstIndex { $0.strokes.contains(stroke) }
    }
}

/// One letter of a cursive word: which of the word template's strokes are its own and how its template was
/// placed (`word point = letter point × scale + offset`).
public struct CursiveWordLetter: Hashable, Codable, Sendable {
    /// The letter, e.g. `a`.
    public var letter: String
    /// The index of the letter's first stroke in the word template.
    public var firstStroke: Int
    /// How many strokes the letter has.
    public var strokeCount: Int
    /// The letter template's scale in the word's box.
    public var scale: Double
    /// Where the letter template's origin lands in the word's box.
    public var offset: Point

    public init(letter: String, firstStroke: Int, strokeCount: Int, scale: Double, offset: Point) {
        self.letter = letter
        self.firstStroke = firstStroke
        self.strokeCount = strokeCount
        self.scale = scale
        self.offset = offset
    }

    /// The word-template strokes that are this letter's.
    public var strokes: Range<Int> { firstStroke..<(firstStroke + strokeCount) }

    /// A point of the letter's own template in the word's box.
    public func place(_ point: Point) -> Point { point * scale + offset }

    /// A point of the word's box in the letter's own template.
    public func unplace(_ point: Point) -> Point { (point - offset) / scale }
}

/// Where one letter's exit meets the next letter's entry.
public struct CursiveWordJoin: Hashable, Codable, Sendable {
    /// The letter before the join (an index into ``CursiveWordLayout/letters``); the next letter comes after it.
    public var after: Int
    /// The guide line the two letters meet on.
    public var line: JoinLine
    /// The meeting point in the word's box.
    public var point: Point

    public init(after: Int, line: JoinLine, point: Point) {
        self.after = after
        self.line = line
        self.point = point
    }
}
