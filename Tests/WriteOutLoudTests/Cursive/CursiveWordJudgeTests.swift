import Foundation
import Testing
import WriteOutLoud
import WriteOutLoudSynthesis

@Suite struct CursiveWordJudgeTests {
    let library = try! CharacterLibrary(directory: Repository.characters)
    let judge = CursiveWordJudge()

    @Test func aWordInOneMovementIsCutIntoItsLetters() throws {
        let word = try library.template(for: "cat")
        var hand = CursiveWordHand(word: word, seed: 7)
        let made = hand.attempt(.none)
        let attempt = try #require(made)
        #expect(attempt.ink.strokes.count == 2, "the body in one movement, then t's cross bar")
        let analysis = judge.judge(attempt.ink, against: word)
        #expect(analysis.strokes.map(\.templateIndex) == Array(0..<4))
        #expect(analysis.strokes.allSatisfy { $0.passed }, "\(analysis.strokes.map(\.accuracy))")
        #expect(analysis.strokes.prefix(3).allSatisfy { $0.drawnIndex == 0 }, "the letters share the one movement")
        #expect(analysis.strokes[3].drawnIndex == 1)
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
    }

    @Test func aSaggingJoinIsNotedNotFailed() throws {
        let word = try library.template(for: "lead")
        var hand = CursiveWordHand(word: word, seed: 11)
        let made = hand.attempt(.sagging)
        let attempt = try #require(made)
        let analysis = judge.judge(attempt.ink, against: word)
        let letter = try #require(attempt.position)
        let entry = try #require(word.word).letters[letter].firstStroke
        #expect(analysis.strokes[entry].tips.contains { if case .joinSags = $0 { true } else { false } })
        let others = analysis.strokes.filter { $0.templateIndex != entry }
        #expect(others.allSatisfy { !$0.tips.contains { if case .joinSags = $0 { true } else { false } } })
        #expect(!analysis.issues.contains { $0.kind == .missing || $0.kind == .order })
    }

    @Test func anOmittedLetterIsNamed() throws {
        let word = try library.template(for: "tide")
        var hand = CursiveWordHand(word: word, seed: 3)
        for _ in 0..<4 {
            let made = hand.attempt(.omitted)
            let attempt = try #require(made)
            let analysis = judge.judge(attempt.ink, against: word)
            let letter = try #require(attempt.position)
            #expect(
                analysis.issues.contains {
                    $0.detail == .letterMissing(letter: word.word!.letters[letter].letter, position: letter)
                }, "left out \(letter): \(analysis.issues)")
        }
    }

    /// A letter left out beside a dotted or crossed one is named, not the dotted one: an i's dot or a t's bar
    /// over a piece keeps that piece from being read as a letter without marks (`tilt` without its l was read
    /// as t, i, l with its last t missing and the bar left over).
    @Test(arguments: ["tilt", "dice", "ice"])
    func aLetterLeftOutBesideADottedOneIsNamed(text: String) throws {
        let letters = try #require(try library.template(for: text).word).letters
        let missed = try unnamed(.omitted, in: text) { detail, letter in
            detail == .letterMissing(letter: letters[letter].letter, position: letter)
        }
        #expect(missed.isEmpty, "\(missed)")
    }

    @Test func swappedLettersAreNamed() throws {
        let word = try library.template(for: "lead")
        var hand = CursiveWordHand(word: word, seed: 5)
        let made = hand.attempt(.swapped)
        let attempt = try #require(made)
        let analysis = judge.judge(attempt.ink, against: word)
        let first = try #require(attempt.position)
        #expect(analysis.issues.contains { if case .lettersSwapped(_, _, first) = $0.detail { true } else { false } })
    }

    /// A c and an e written in each other's place are named as swapped: their outlines and headings are close
    /// once brought to one size, but the e's eye encloses about twice what the c's sliver of a loop does.
    @Test(arguments: ["lace", "dice", "ice"])
    func aSwappedCAndEAreNamed(text: String) throws {
        let missed = try unnamed(.swapped, in: text) { detail, first in
            if case .lettersSwapped(_, _, first) = detail { true } else { false }
        }
        #expect(missed.isEmpty, "\(missed)")
    }

    /// A word written without its widest letter is read at the size it was written: `lid` without its d is
    /// narrower by half, and read by its width alone it looked twice its size, its i too long to be an i, so
    /// the i was called missing and the d was looked for in the i's ink.
    @Test(arguments: [1, 7, 31337] as [UInt64])
    func aWordWithoutItsWidestLetterKeepsItsSize(seed: UInt64) throws {
        let letters = try #require(try library.template(for: "lid").word).letters
        let missed = try unnamed(.omitted, in: "lid", seed: seed) { detail, letter in
            detail == .letterMissing(letter: letters[letter].letter, position: letter)
        }
        #expect(missed.isEmpty, "\(missed)")
    }

    /// Sixteen attempts at `text` with `mistake` (hand `seed`), each listed where no issue's detail `names` the
    /// mistake at the letter it concerns.
    private func unnamed(
        _ mistake: CursiveWordHand.Mistake, in text: String, seed: UInt64 = 1, names: (IssueDetail, Int) -> Bool
    ) throws -> [String] {
        let word = try library.template(for: text)
        var hand = CursiveWordHand(word: word, seed: seed)
        var missed: [String] = []
        for _ in 0..<16 {
            let made = hand.attempt(mistake)
            let attempt = try #require(made)
            let letter = try #require(attempt.position)
            let analysis = judge.judge(attempt.ink, against: word)
            if !analysis.issues.contains(where: { names($0.detail, letter) }) {
                missed.append("\(letter): \(analysis.issues.map(\.detail))")
            }
        }
        return missed
    }

    @Test func aLiftBetweenLettersIsNotedAsUnjoined() throws {
        let word = try library.template(for: "cut")
        var hand = CursiveWordHand(word: word, seed: 2)
        let made = hand.attempt(.unjoined)
        let attempt = try #require(made)
        let analysis = judge.judge(attempt.ink, against: word)
        let entry = try #require(word.word).letters[try #require(attempt.position)].firstStroke
        #expect(analysis.strokes[entry].tips.contains(.notJoined))
        #expect(analysis.strokes.allSatisfy { $0.passed })
    }

    @Test func degenerateInkGetsAVerdictNotATrap() throws {
        let word = try library.template(for: "tea")
        let line = InkStroke(points: (0..<50).map { InkPoint(x: 100, y: Double($0) * 4, t: Double($0) / 100) })
        let tap = InkStroke(points: [InkPoint(x: 5, y: 5, t: 1)])
        for ink in [
            Ink(width: 400, height: 300, strokes: []), Ink(width: 400, height: 300, strokes: [line]),
            Ink(width: 400, height: 300, strokes: [tap, tap]),
        ] {
            let analysis = judge.judge(ink, against: word)
            #expect(analysis.strokes.count == word.strokes.count)
            #expect(analysis.strokes.contains { !$0.passed })
        }
    }
}
