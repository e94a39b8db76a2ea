import Foundation

/// Renders a lesson report as one self-contained HTML page: inline CSS and SVG charts, no scripts or
/// external files, so it can be mailed or opened offline.
public enum LessonHTMLRenderer {
    public static func render(_ report: LessonReport) -> String {
        var body = report.learners.isEmpty ? "<p>No attempts yet.</p>" : report.learners.map(section).joined()
        if let calibration = report.calibration, !report.learners.isEmpty {
            body += "<section>\n<h2>\(e(AgreementCells.calibrationHeading))</h2>\n"
                + table(AgreementCells.calibrationHeader, AgreementCells.calibration(calibration)) + "</section>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Write Out Loud: lesson report</title>
            <style>
            body { font-family: sans-serif; margin: 24px auto; max-width: 980px; color: #222; background: #fff; padding: 0 16px; }
            h1 { font-size: 24px; } h2 { font-size: 20px; margin-top: 32px; border-bottom: 2px solid #1f4e9c; } h3 { font-size: 16px; }
            table { border-collapse: collapse; margin: 8px 0 16px; }
            th, td { border-bottom: 1px solid #ddd; padding: 4px 10px; text-align: right; white-space: nowrap; }
            th { white-space: normal; vertical-align: bottom; }
            th:first-child, td:first-child, .text { text-align: left; }
            td.text { white-space: normal; }
            tr.total td { font-weight: bold; border-top: 2px solid #888; }
            .summary { display: flex; gap: 24px; flex-wrap: wrap; }
            .summary div { background: #f3f6fb; border-radius: 8px; padding: 10px 16px; }
            .summary b { display: block; font-size: 22px; color: #1f4e9c; }
            .charts { display: flex; flex-wrap: wrap; gap: 16px; }
            .stars { color: #e8a317; letter-spacing: 2px; }
            .example { color: #555; font-size: 90%; }
            </style>
            </head>
            <body>
            <h1>Write Out Loud: lesson report</h1>
            \(body)
            </body>
            </html>

            """
    }

    private static func section(_ lesson: LearnerLesson) -> String {
        let stars = lesson.characters.reduce(0) { $0 + $1.stars }
        var html = "<section>\n<h2>\(e(lesson.learner))</h2>\n"
        if let since = lesson.voiceLentSince {
            html += "<p class=\"consent\">Lends their voice to train the engine's ear since \(e(since)).</p>\n"
        }
        html += "<div class=\"summary\">"
        html += box("XP", String(lesson.xp)) + box("stars", String(stars)) + box("passed in a row", String(lesson.streak))
        html += box("attempts", String(lesson.total.attempts)) + box("strokes passed", "\(whole(lesson.total.passedPercent))%")
        html += "</div>\n<div class=\"charts\">\n"
        let passed = lesson.days.map { LessonCharts.Value(label: $0.day, value: $0.passedPercent) }
        let score = lesson.days.map { LessonCharts.Value(label: $0.day, value: $0.meanScore) }
        html += LessonCharts.line(
            [("strokes passed %", "#1f4e9c", passed), ("mean score", "#d9480f", score)], title: "Accuracy per day")
        html += "\n"
        html += LessonCharts.bars(
            lesson.strokeTypes.map { LessonCharts.Value(label: "\($0.name) \($0.pinyin)", value: $0.passedPercent) },
            title: "Strokes passed per stroke type")
        html += "\n</div>\n"

        html += "<h3>Per day</h3>\n<table>\n<tr><th>day</th><th>attempts</th><th>characters</th><th>strokes</th><th>passed</th><th>order errors</th><th>wrong names</th><th>concurrency</th><th>score</th></tr>\n"
        for day in lesson.days { html += dayRow(day, total: false) }
        html += dayRow(lesson.total, total: true) + "</table>\n"

        html += "<h3>Stroke types</h3>\n<table>\n<tr><th>stroke</th><th>strokes</th><th>passed</th><th class=\"text\">weakest dimensions</th></tr>\n"
        for type in lesson.strokeTypes {
            let weakest = type.dimensions.prefix(2).map { "\($0.dimension.rawValue) \(whole($0.mean))" }.joined(separator: ", ")
            html += "<tr><td>\(e(type.name)) \(e(type.pinyin))</td><td>\(type.strokes)</td><td>\(whole(type.passedPercent))%</td><td class=\"text\">\(e(weakest))</td></tr>\n"
        }
        html += "</table>\n"

        if !lesson.mistakes.isEmpty {
            html += "<h3>Most frequent mistakes</h3>\n<table>\n<tr><th>mistake</th><th>times</th><th class=\"text\">example</th></tr>\n"
            for mistake in lesson.mistakes {
                let on = mistake.strokeType.map { " on \($0.name) \($0.pinyin)" } ?? ""
                html += "<tr><td>\(e(PracticeAdvice.describe(mistake.kind) + on))</td><td>\(mistake.count)</td>"
                html += "<td class=\"text\">\(e(mistake.example)) <span class=\"example\">\(e(mistake.exampleCharacter)), \(e(mistake.exampleDay)), \(e(mistake.exampleRecording))</span></td></tr>\n"
            }
            html += "</table>\n"
        }

        html += "<h3>Characters</h3>\n<table>\n<tr><th>character</th><th>stars</th><th>best</th><th>last</th><th>attempts</th><th>XP</th></tr>\n"
        for character in lesson.characters {
            html += "<tr><td>\(e(character.character))</td><td class=\"stars\">\(LessonTextRenderer.starText(character.stars))</td>"
            html += "<td>\(whole(character.bestScore))</td><td>\(whole(character.lastScore))</td><td>\(character.attempts)</td><td>\(character.xp)</td></tr>\n"
        }
        html += "</table>\n<h3>Practise next</h3>\n<ul>\n"
        html += lesson.practice.map { "<li>\(e($0))</li>\n" }.joined() + "</ul>\n"
        if !lesson.teacherAgreement.isEmpty {
            html += "<h3>\(e(AgreementCells.learnerHeading))</h3>\n"
                + table(AgreementCells.learnerHeader, AgreementCells.learner(lesson.teacherAgreement))
        }
        return html + "</section>\n"
    }

    /// A plain table of text cells under a header row.
    private static func table(_ header: [String], _ rows: [[String]]) -> String {
        "<table>\n<tr>" + header.map { "<th>\(e($0))</th>" }.joined() + "</tr>\n"
            + rows.map { "<tr>" + $0.map { "<td>\(e($0))</td>" }.joined() + "</tr>\n" }.joined() + "</table>\n"
    }

    private static func dayRow(_ day: DaySummary, total: Bool) -> String {
        let cells = [
            total ? "all days" : day.day, String(day.attempts), String(day.characters), String(day.strokes),
            "\(day.strokesPassed) (\(whole(day.passedPercent))%)", "\(day.orderErrors) (\(whole(day.orderErrorPercent))%)",
            day.wrongNamePercent.map { "\(day.wrongNames) (\(whole($0))%)" } ?? "—",
            day.meanConcurrency.map(whole) ?? "—", whole(day.meanScore),
        ]
        return "<tr\(total ? " class=\"total\"" : "")>" + cells.map { "<td>\(e($0))</td>" }.joined() + "</tr>\n"
    }

    private static func box(_ label: String, _ value: String) -> String { "<div><b>\(e(value))</b>\(e(label))</div>" }
    private static func whole(_ value: Double) -> String { String(Int(value.rounded())) }
    private static func e(_ text: String) -> String { Markup.escape(text) }
}
