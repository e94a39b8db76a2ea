import Testing
import WriteOutLoudSynthesis
@testable import WriteOutLoud

/// The generator's joined hands (issue 44): tails, entries, 点 variants and pairs of strokes run together. How the
/// judge reads them is a benchmark (`wol-bench strokes`, the joined-hand table), not a test: many pairs are not yet
/// read as written in one movement.
@Suite struct JoinedHandTests {
    /// Attempts of `character` in which some pair of strokes was run together, from consecutive seeds.
    func runTogether(_ character: String, count: Int) throws -> (CharacterTemplate, [JoinedAttempt]) {
        let template = try StrokeFixtures.template(character)
        var found: [JoinedAttempt] = []
        var seed: UInt64 = 44
        while found.count < count, seed < 400 {
            var generator = AttemptGenerator(template: template, seed: seed)
            let attempt = generator.joined()
            if !attempt.runTogether.isEmpty { found.append(attempt) }
            seed += 1
        }
        return (template, found)
    }

    @Test func theSameSeedWritesTheSameHand() throws {
        let template = try StrokeFixtures.template("永")
        var first = AttemptGenerator(template: template, seed: 7)
        var second = AttemptGenerator(template: template, seed: 7)
        let (a, b) = (first.joined(), second.joined())
        #expect(a.ink == b.ink)
        #expect(a.runTogether == b.runTogether)
    }

    @Test(arguments: ["口", "王", "永", "中"])
    func aPairRunTogetherIsOneStrokeOfInk(character: String) throws {
        let (template, attempts) = try runTogether(character, count: 3)
        #expect(attempts.count == 3)
        for attempt in attempts {
            #expect(attempt.ink.strokes.count == template.strokes.count - attempt.runTogether.count)
            #expect(zip(attempt.runTogether, attempt.runTogether.dropFirst()).allSatisfy { $1 > $0 + 1 })
        }
    }

    @Test func aHandMakingNoJoinsWritesEveryStrokeApart() throws {
        let template = try StrokeFixtures.template("永")
        for seed: UInt64 in 1...20 {
            var generator = AttemptGenerator(template: template, seed: seed)
            let attempt = generator.joined(kinds: [])
            #expect(attempt.runTogether.isEmpty)
            #expect(attempt.ink.strokes.count == template.strokes.count)
        }
    }
}
