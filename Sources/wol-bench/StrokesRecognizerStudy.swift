import WriteOutLoud

/// Top-1 accuracy of the stroke-type recogniser, leaving each character out: it is tested on one
/// character's template strokes (and natural variations of them) with exemplars from the others only.
struct StrokesRecognizerStudy {
    var total = 0
    var correct = 0
    /// confusion[expected][recognised] = count.
    var confusion: [StrokeType: [StrokeType: Int]] = [:]

    /// - Parameters:
    ///   - templates: the sampled characters.
    ///   - variations: natural variations per template stroke, besides the stroke itself.
    ///   - exemplarsPerType: cap on exemplars of each type taken from the other characters.
    mutating func run(templates: [CharacterTemplate], variations: Int, exemplarsPerType: Int, seed: UInt64) {
        for (index, template) in templates.enumerated() {
            var perType: [StrokeType: Int] = [:]
            var exemplars: [TemplateStroke] = []
            for (otherIndex, other) in templates.enumerated() where otherIndex != index {
                for stroke in other.strokes where perType[stroke.type, default: 0] < exemplarsPerType {
                    exemplars.append(stroke)
                    perType[stroke.type, default: 0] += 1
                }
            }
            let recognizer = StrokeTypeRecognizer(exemplars: exemplars)
            var generator = StrokesAttemptGenerator(template: template, seed: seed &+ UInt64(index))
            for stroke in template.strokes {
                var paths = [stroke.points]
                for _ in 0..<variations { paths.append(generator.natural(stroke.points)) }
                for path in paths {
                    let relative = Polyline.length(path) / generator.characterSize
                    let recognised = recognizer.bestType(path, relativeLength: relative) ?? .dian
                    total += 1
                    if recognised == stroke.type { correct += 1 }
                    confusion[stroke.type, default: [:]][recognised, default: 0] += 1
                }
            }
        }
    }

    var accuracy: Double { total == 0 ? .nan : Double(correct) / Double(total) }
}
