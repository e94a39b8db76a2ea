/// Stars and experience points: the game rules of lesson reports, in one place.
///
/// Stars come from a character's best score: one at 60, two at 80, three at 95. Every attempt earns
/// 50 + score / 2 XP; a passed attempt (60 or more) that continues a run of passes earns 10 % more per
/// earlier pass in the run, up to double.
public enum LessonScoring {
    /// Scores at which a character earns its first, second and third star.
    public static let starThresholds: [Double] = [60, 80, 95]
    /// The score an attempt needs to count as passed for streaks.
    public static let passScore: Double = 60
    /// Bonus per earlier consecutive pass.
    public static let streakBonus: Double = 0.1
    /// Largest total streak bonus.
    public static let maximumStreakBonus: Double = 1

    /// 0–3 stars for a score.
    public static func stars(score: Double) -> Int { starThresholds.count { score >= $0 } }

    /// The XP of one attempt.
    /// - Parameters:
    ///   - score: the attempt's overall score, 0–100.
    ///   - earlierPasses: passed attempts in a row just before this one.
    public static func xp(score: Double, earlierPasses: Int) -> Int {
        let base = 50 + score / 2
        guard score >= passScore else { return Int(base.rounded()) }
        let bonus = min(Double(earlierPasses) * streakBonus, maximumStreakBonus)
        return Int((base * (1 + bonus)).rounded())
    }
}
