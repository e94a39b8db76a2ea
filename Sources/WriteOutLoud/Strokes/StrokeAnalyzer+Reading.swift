extension StrokeAnalyzer {
    /// Drawn strokes in the template frame, every one compared with every template stroke, and which was meant as
    /// which.
    struct Reading {
        var framed: [[Point]]
        var comparisons: [[StrokeComparison]]
        var matching: StrokeCorrespondence
    }

    /// Compares every drawn stroke with every template stroke, each without the joins its model does not keep, and
    /// matches them.
    func read(
        _ framed: [[Point]], joins: [Ligature.Ends], finder: StrokeCorrespondenceFinder, character: PreparedCharacter
    ) -> Reading {
        let size = character.size
        let prepared = framed.map { PreparedStroke($0, characterSize: size) }
        let comparisons = framed.indices.map { drawn in
            var variants: [Ligature.Ends: PreparedStroke] = [.none: prepared[drawn]]
            return character.strokes.indices.map { template in
                let cut = joins[drawn].keeping(character.hooks[template])
                if variants[cut] == nil {
                    variants[cut] = PreparedStroke(Ligature.trimmed(framed[drawn], at: cut), characterSize: size)
                }
                return comparator.compare(variants[cut]!, with: character.strokes[template], characterSize: size)
            }
        }
        let matching = finder.find(
            drawn: framed, prepared: prepared, comparisons: comparisons, joins: joins, character: character)
        return Reading(framed: framed, comparisons: comparisons, matching: matching)
    }

    /// The reading again with each part of a divided character moved to where its strokes say the hand put it
    /// (``PartPlacement``), judged there too; kept unless it reads the strokes further from one drawn stroke each
    /// (``StrokeCorrespondence/departures``): placing a part may change which of its strokes is which, never
    /// make a missing or split stroke. The joins stay those found where the strokes were drawn.
    func withPartsPlaced(
        _ reading: Reading, joins: [Ligature.Ends], finder: StrokeCorrespondenceFinder, character: PreparedCharacter
    ) -> Reading {
        guard let placed = character.parts.placed(reading.framed, sources: reading.matching.sources, character: character)
        else { return reading }
        let moved = read(placed, joins: joins, finder: finder, character: character)
        return moved.matching.departures <= reading.matching.departures ? moved : reading
    }
}
