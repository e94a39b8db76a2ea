import Foundation
import Testing
import WriteOutLoud

@Suite struct CursiveWordComposerTests {
    let library = try! CharacterLibrary(directory: Repository.characters)

    @Test func eachLetterEntryMeetsThePreviousExitOnTheBaseline() throws {
        let word = try library.template(for: "tide")
        let layout = try #require(word.word)
        #expect(layout.letters.map(\.letter) == ["t", "i", "d", "e"])
        #expect(layout.joins.map(\.after) == [0, 1, 2])
        let baselines = Set(layout.joins.map { $0.point.y })
        #expect(baselines.count == 1, "every join lies on one baseline")
        for join in layout.joins {
            let exit = try #require(word.strokes[layout.letters[join.after].firstStroke].points.last)
            let entry = try #require(word.strokes[layout.letters[join.after + 1].firstStroke].points.first)
            #expect(exit == join.point)
            #expect(entry == join.point)
            #expect(join.line == .baseline)
        }
        let xs = word.strokes.flatMap(\.points).map(\.x)
        #expect(xs.min()! >= 0 && xs.max()! <= CharacterTemplate.boxSize)
        #expect(word.strokes.count == 6, "t and i have two strokes each, d and e one")
    }

    @Test func lettersComeBackOutOfTheWordAsTheirOwnTemplates() throws {
        let word = try library.template(for: "cat")
        let letters = try #require(word.word).letterTemplates(of: word)
        for letter in letters {
            let own = try library.template(for: letter.character)
            #expect(letter.strokes.count == own.strokes.count)
            for (back, original) in zip(letter.strokes, own.strokes) {
                let worst = zip(back.points, original.points).map { $0.distance(to: $1) }.max() ?? 0
                #expect(worst < 10, "\(letter.character): off by \(worst)")
            }
        }
    }

    @Test func anUnknownLetterIsNamed() {
        #expect(throws: CharacterLibraryError.unknownLetter("x", word: "cax", directory: Repository.characters.path)) {
            try library.template(for: "cax")
        }
        let message = CharacterLibraryError.unknownLetter("x", word: "cax", directory: "/c").description
        #expect(message == "word cax: letter x is not in the character library at /c")
    }

    @Test func aWordSurvivesItsJSON() throws {
        let word = try library.template(for: "lead")
        let back = try JSONDecoder().decode(CharacterTemplate.self, from: JSONEncoder().encode(word))
        #expect(back == word)
    }
}
