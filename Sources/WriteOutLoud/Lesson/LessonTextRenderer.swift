import Foundation

/// Renders a lesson report as plain text for a terminal.
public enum LessonTextRenderer {
    public static func render(_ report: LessonReport) -> String {
        guard !report.learners.isEmpty else { return "No attempts yet.\n" }
        var sections = report.learners.map(section)
        if let calibration = report.calibration {
            sections.append(([AgreementCells.calibrationHeading + ":"]
                + TextTable.lines([AgreementCells.calibrationHeader] + AgreementCells.calibration(calibration)).map { "  " + $0 })
                .joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private static func section(_ lesson: LearnerLesson) -> String {
        var lines = ["Lesson report: \(lesson.learner)"]
        let stars = lesson.characters.reduce(0) { $0 + $1.stars }
        lines.append(
            "\(lesson.xp) XP, \(count(stars, "star")), \(lesson.streak) passed in a row; \(count(lesson.total.attempts, "attempt")) over \(count(lesson.days.count, "day"))")
        lines.append("")
        let header = ["day", "attempts", "chars", "strokes", "passed", "order errors", "wrong names", "concurrency", "score"]
        lines += TextTable.lines([header] + (lesson.days + [lesson.total]).map(row))

        lines.append("")
        lines.append("Stroke types, weakest first:")
        lines += TextTable.lines(
            lesson.strokeTypes.map { type in
                [
                    "  \(type.name) \(type.pinyin)", count(type.strokes, "stroke"), "\(whole(type.passedPercent))% passed",
                    "weakest: " + type.dimensions.prefix(2).map { "\($0.dimension.rawValue) \(whole($0.mean))" }.joined(separator: ", "),
                ]
            })

        if !lesson.mistakes.isEmpty {
            lines.append("")
            lines.append("Most frequent mistakes:")
            for mistake in lesson.mistakes {
                let on = mistake.strokeType.map { " on \($0.name) \($0.pinyin)" } ?? ""
                lines.append("  \(mistake.count)× \(PracticeAdvice.describe(mistake.kind))\(on)")
                lines.append("     e.g. \(mistake.exampleCharacter) \(mistake.exampleDay) \(mistake.exampleRecording): \(mistake.example)")
            }
        }

        lines.append("")
        lines.append("Characters:")
        lines += TextTable.lines(
            lesson.characters.map { character in
                [
                    "  \(character.character)", starText(character.stars), "best \(whole(character.bestScore))",
                    "last \(whole(character.lastScore))", count(character.attempts, "attempt"), "\(character.xp) XP",
                ]
            })

        if let since = lesson.voiceLentSince {
            lines.append("")
            lines.append("Lends their voice to train the engine's ear since \(since).")
        }
        lines.append("")
        lines.append("Practise next:")
        lines += lesson.practice.map { "  - \($0)" }
        if !lesson.teacherAgreement.isEmpty {
            lines.append("")
            lines.append(AgreementCells.learnerHeading + ":")
            lines += TextTable.lines([AgreementCells.learnerHeader] + AgreementCells.learner(lesson.teacherAgreement))
                .map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    private static func row(_ day: DaySummary) -> [String] {
        [
            day.day, String(day.attempts), String(day.characters), String(day.strokes),
            "\(day.strokesPassed) (\(whole(day.passedPercent))%)",
            "\(day.orderErrors) (\(whole(day.orderErrorPercent))%)",
            day.wrongNamePercent.map { "\(day.wrongNames) (\(whole($0))%)" } ?? "—",
            day.meanConcurrency.map(whole) ?? "—", whole(day.meanScore),
        ]
    }

    static func starText(_ stars: Int) -> String {
        String(repeating: "★", count: stars) + String(repeating: "☆", count: max(0, 3 - stars))
    }

    private static func whole(_ value: Double) -> String { String(Int(value.rounded())) }

    /// `1 stroke`, `2 strokes`.
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
