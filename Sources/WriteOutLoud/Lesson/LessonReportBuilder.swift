import Foundation

/// Summarises attempts into a ``LessonReport``: the same code whether the attempts come from a folder of
/// recordings or from the progress store.
public struct LessonReportBuilder: Sendable {
    /// How many days, ending with a learner's latest, the practice suggestions look at.
    public var recentDays: Int
    /// How many mistakes to list.
    public var mistakeCount: Int

    public init(recentDays: Int = 7, mistakeCount: Int = 5) {
        self.recentDays = recentDays
        self.mistakeCount = mistakeCount
    }

    /// Builds the report.
    /// - Parameters:
    ///   - attempts: in any order; each learner's are put in time order.
    ///   - reviews: the stored attempts with teachers' verdicts on them, for each learner's agreement with the
    ///     teacher.
    ///   - calibration: the store's active calibration, whose held-out agreement the report shows.
    /// - Complexity: O(n log n + s) for n attempts with s strokes and mistakes in all.
    public func build(
        _ attempts: [LessonAttempt], reviews: [ReviewedAttempt] = [], calibration: Calibration? = nil
    ) -> LessonReport {
        let byLearner = Dictionary(grouping: attempts, by: \.learner)
        let reviewsByLearner = Dictionary(grouping: reviews, by: \.attempt.learner)
        return LessonReport(
            learners: byLearner.keys.sorted().map { learner in
                var lesson = lesson(learner, byLearner[learner, default: []].sorted(by: Self.chronological))
                lesson.teacherAgreement = TeacherAgreement.rows(reviewsByLearner[learner, default: []])
                return lesson
            },
            calibration: calibration?.heldOut)
    }

    private static func chronological(_ a: LessonAttempt, _ b: LessonAttempt) -> Bool {
        (a.day, a.recordedAt, a.recordingPath) < (b.day, b.recordedAt, b.recordingPath)
    }

    private func lesson(_ learner: String, _ attempts: [LessonAttempt]) -> LearnerLesson {
        let days = Dictionary(grouping: attempts, by: \.day)
        let (characters, xp, streak) = progress(attempts)
        let strokeTypes = Self.strokeTypes(attempts)
        let mistakes = Self.mistakes(attempts, limit: mistakeCount)
        let recent = recentAttempts(attempts)
        return LearnerLesson(
            learner: learner, total: Self.tally(attempts, day: "all"),
            days: days.keys.sorted().map { Self.tally(days[$0, default: []], day: $0) },
            strokeTypes: strokeTypes, mistakes: mistakes,
            practice: PracticeAdvice.suggestions(
                recentTypes: Self.strokeTypes(recent), recentMistakes: Self.mistakes(recent, limit: 1),
                characters: characters, recentConcurrency: Self.mean(recent.compactMap(\.concurrency)),
                recentDays: recentDays),
            characters: characters, xp: xp, streak: streak)
    }

    /// The attempts on the learner's last `recentDays` days of the calendar.
    private func recentAttempts(_ attempts: [LessonAttempt]) -> [LessonAttempt] {
        guard let last = attempts.last?.day, let lastDate = Self.dayFormatter.date(from: last),
            let start = Self.calendar.date(byAdding: .day, value: -(max(recentDays, 1) - 1), to: lastDate)
        else { return attempts }
        let first = Self.dayFormatter.string(from: start)
        return attempts.filter { $0.day >= first }
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    static func tally(_ attempts: [LessonAttempt], day: String) -> DaySummary {
        let strokes = attempts.reduce(0) { $0 + $1.strokes.count }
        let passed = attempts.reduce(0) { $0 + $1.strokes.count(where: \.passed) }
        let named = attempts.reduce(0) { $0 + $1.strokes.count { $0.nameMatched != nil } }
        let order = attempts.reduce(0) { $0 + $1.issues.count { $0.kind == .order } }
        let wrong = attempts.reduce(0) { $0 + $1.issues.count { $0.kind == .wrongName } }
        return DaySummary(
            day: day, attempts: attempts.count, characters: Set(attempts.map(\.character)).count, strokes: strokes,
            strokesPassed: passed, orderErrors: order, wrongNames: wrong, namedStrokes: named,
            meanConcurrency: mean(attempts.compactMap(\.concurrency)), meanScore: mean(attempts.map(\.score)) ?? 0,
            passedPercent: percent(passed, of: strokes), orderErrorPercent: percent(order, of: strokes),
            wrongNamePercent: named > 0 ? percent(wrong, of: named) : nil)
    }

    static func strokeTypes(_ attempts: [LessonAttempt]) -> [StrokeTypeSummary] {
        let typed = attempts.lazy.flatMap(\.strokes).compactMap { stroke in stroke.type.map { ($0, stroke) } }
        let byType = Dictionary(grouping: typed, by: \.0).mapValues { $0.map(\.1) }
        return byType.map { type, strokes in
            let drawn = strokes.filter(\.drawn)
            var dimensions: [DimensionMean] = []
            if !drawn.isEmpty {
                dimensions = StrokeDimension.allCases.compactMap { dimension in
                    let lesson = LessonDimension(rawValue: dimension.rawValue)
                    return lesson.map { DimensionMean(dimension: $0, mean: mean(drawn.map { dimension.score(in: $0.scores) }) ?? 0) }
                }
            }
            let named = strokes.compactMap(\.nameMatched)
            if !named.isEmpty {
                dimensions.append(DimensionMean(dimension: .name, mean: percent(named.count { $0 }, of: named.count)))
            }
            if let timing = mean(strokes.compactMap(\.concurrency)) {
                dimensions.append(DimensionMean(dimension: .timing, mean: timing))
            }
            dimensions.sort { ($0.mean, order(of: $0.dimension)) < ($1.mean, order(of: $1.dimension)) }
            let passed = strokes.count(where: \.passed)
            return StrokeTypeSummary(
                type: type, name: type.name, pinyin: type.pinyin, strokes: strokes.count, passed: passed,
                passedPercent: percent(passed, of: strokes.count), dimensions: dimensions)
        }
        .sorted {
            ($0.passedPercent, -$0.strokes, order(of: $0.type)) < ($1.passedPercent, -$1.strokes, order(of: $1.type))
        }
    }

    static func mistakes(_ attempts: [LessonAttempt], limit: Int) -> [MistakeSummary] {
        struct Key: Hashable {
            var kind: IssueKind
            var type: StrokeType?
        }
        var found: [Key: MistakeSummary] = [:]
        for attempt in attempts {
            for issue in attempt.issues {
                let type = issue.stroke.flatMap { attempt.strokes.indices.contains($0) ? attempt.strokes[$0].type : nil }
                let key = Key(kind: issue.kind, type: type)
                let count = (found[key]?.count ?? 0) + 1
                found[key] = MistakeSummary(
                    kind: issue.kind, strokeType: type, count: count, example: issue.message,
                    exampleCharacter: attempt.character, exampleRecording: attempt.recordingPath,
                    exampleDay: attempt.day)
            }
        }
        return found.values.sorted {
            ($1.count, order(of: $0.kind), $0.strokeType.map(order) ?? -1)
                < ($0.count, order(of: $1.kind), $1.strokeType.map(order) ?? -1)
        }
        .prefix(limit).map { $0 }
    }

    /// Per character stars and XP, the total XP and the run of passes at the end.
    private func progress(_ attempts: [LessonAttempt]) -> ([CharacterProgress], Int, Int) {
        var characters: [String: CharacterProgress] = [:]
        var firstSeen: [String] = []
        var run = 0
        var total = 0
        for attempt in attempts {
            let xp = LessonScoring.xp(score: attempt.score, earlierPasses: run)
            run = attempt.score >= LessonScoring.passScore ? run + 1 : 0
            total += xp
            if var entry = characters[attempt.character] {
                entry.attempts += 1
                entry.bestScore = max(entry.bestScore, attempt.score)
                entry.lastScore = attempt.score
                entry.stars = LessonScoring.stars(score: entry.bestScore)
                entry.xp += xp
                characters[attempt.character] = entry
            } else {
                firstSeen.append(attempt.character)
                characters[attempt.character] = CharacterProgress(
                    character: attempt.character, attempts: 1, bestScore: attempt.score, lastScore: attempt.score,
                    stars: LessonScoring.stars(score: attempt.score), xp: xp)
            }
        }
        return (firstSeen.compactMap { characters[$0] }, total, run)
    }

    static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }

    static func percent(_ part: Int, of whole: Int) -> Double {
        whole == 0 ? 0 : 100 * Double(part) / Double(whole)
    }

    private static func order<T: CaseIterable & Equatable>(of value: T) -> Int {
        T.allCases.firstIndex(of: value).map { T.allCases.distance(from: T.allCases.startIndex, to: $0) } ?? 0
    }
}
