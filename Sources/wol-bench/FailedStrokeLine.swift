import WriteOutLoud

/// How the stroke studies list a failed stroke in their notes: which stroke it is and what the judge gave it.
enum FailedStrokeLine {
    /// "stroke 2 of 5 heng": the stroke's place in its character and its type.
    static func name(_ judgement: StrokeJudgement, in template: CharacterTemplate) -> String {
        let type = template.strokes[judgement.templateIndex].type?.rawValue ?? "?"
        return "stroke \(judgement.templateIndex + 1) of \(template.strokes.count) \(type)"
    }

    /// "accuracy 61, shape 80, direction 90, position 40, proportion 70, looks like shu": its scores, and the type
    /// it was read as where the judge says.
    static func figures(_ judgement: StrokeJudgement) -> String {
        let scores = judgement.scores
        return "accuracy \(Int(judgement.accuracy)), shape \(Int(scores.shape)), direction \(Int(scores.direction)), "
            + "position \(Int(scores.position)), proportion \(Int(scores.proportion))"
            + (judgement.typeEvidence.map { ", looks like \($0.recognized.rawValue)" } ?? "")
    }
}
