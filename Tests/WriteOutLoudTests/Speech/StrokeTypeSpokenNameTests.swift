import Testing
import WriteOutLoud

@Suite struct StrokeTypeSpokenNameTests {
    @Test(arguments: ["横折", "hengzhe", "héngzhé", "heng2zhe2", "horizontal turn", "Horizontal_Turn"])
    func everySpellingOfAName(_ text: String) {
        #expect(StrokeType(spokenName: text) == .hengzhe)
    }

    @Test(arguments: ["", "横折折折折", "sideways", "树"])
    func notAName(_ text: String) {
        #expect(StrokeType(spokenName: text) == nil)
    }
}
