import WriteOutLoud
import WriteOutLoudSynthesis

/// Top-1 accuracy of the stroke-type recogniser on the library's labelled template strokes, leaving
/// each character out: every stroke of a character is recognised with that character's own strokes
/// ignored, so only other characters' strokes (and the built-in prototypes) can vouch for it.
struct StrokesRecognizerStudy {
    /// Results for one kind of test path.
    struct Tally {
        var total = 0
        var correct = 0
        /// confusion[expected][recognised] = count.
        var confusion: [StrokeType: [StrokeType: Int]] = [:]

        mutating func add(expected: StrokeType, recognised: StrokeType) {
            total += 1
            if recognised == expected { correct += 1 }
            confusion[expected, default: [:]][recognised, default: 0] += 1
        }

        var accuracy: Double { total == 0 ? .nan : Double(correct) / Double(total) }
    }

    /// The template strokes themselves.
    var templates = Tally()
    /// Natural variations of them, as a learner would draw them.
    var drawn = Tally()
    /// The same template strokes with the built-in prototypes only, for comparison.
    var prototypesOnly = Tally()
    var characterCount = 0
    /// How many of the most frequent characters the recogniser learned from.
    var exemplarCharacters = 0
    var exemplarCount = 0

    /// - Parameters:
    ///   - library: the character library; every character is recognised.
    ///   - exemplarLimit: the recogniser learns from this many of the most frequent characters (nil: all).
    ///   - variations: natural variations per template stroke, besides the stroke itself.
    /// - Throws: ``CharacterLibraryError`` when a template cannot be read.
    mutating func run(
        library: CharacterLibrary, exemplarLimit: Int?, variations: Int, seed: UInt64
    ) throws(CharacterLibraryError) {
        var all: [CharacterTemplate] = []
        for character in try library.characters() {
            let template = try library.template(for: character)
            if template.script == .han { all.append(template) }
        }
        let recognizer = try StrokeTypeRecognizer(library: library, limit: exemplarLimit)
        let plain = StrokeTypeRecognizer()
        characterCount = all.count
        exemplarCharacters = min(exemplarLimit ?? all.count, all.count)
        exemplarCount = recognizer.exemplarCount
        for (index, template) in all.enumerated() {
            var generator = AttemptGenerator(template: template, seed: seed &+ UInt64(index))
            let size = generator.characterSize
            for stroke in template.strokes {
                guard let expected = stroke.type else { continue }
                let relative = Polyline.length(stroke.points) / size
                let character = template.character
                templates.add(
                    expected: expected,
                    recognised: recognizer.bestType(stroke.points, relativeLength: relative, excluding: character) ?? .dian)
                prototypesOnly.add(
                    expected: expected, recognised: plain.bestType(stroke.points, relativeLength: relative) ?? .dian)
                for _ in 0..<variations {
                    let path = generator.natural(stroke.points)
                    let length = Polyline.length(path) / size
                    drawn.add(
                        expected: expected,
                        recognised: recognizer.bestType(path, relativeLength: length, excluding: character) ?? .dian)
                }
            }
        }
    }
}
