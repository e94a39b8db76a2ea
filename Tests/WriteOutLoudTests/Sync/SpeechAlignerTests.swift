import Testing
@testable import WriteOutLoud

@Suite struct SpeechAlignerTests {
    let aligner = SpeechAligner()

    func stroke(_ index: Int, _ type: StrokeType, _ start: Double, _ end: Double) -> SpeechAligner.Stroke {
        SpeechAligner.Stroke(templateIndex: index, expected: type, span: TimeSpan(start: start, end: end))
    }

    func word(_ name: StrokeType?, _ start: Double, _ end: Double, text: String? = nil) -> WordSegment {
        WordSegment(
            word: text ?? name?.rawValue ?? "<unk>", name: name, language: .zh, start: start, end: end, confidence: 0.9)
    }

    func align(_ strokes: [SpeechAligner.Stroke], _ words: [WordSegment]) -> [Int: Int] {
        aligner.align(strokes: strokes, words: words) { $0.name == $1.expected }
    }

    @Test func namesSpokenDuringTheirStrokesGoToThoseStrokes() {
        let strokes = [stroke(0, .shu, 0, 0.8), stroke(1, .hengzhe, 1.2, 2.2), stroke(2, .heng, 2.6, 3.2)]
        let words = [word(.shu, 0.05, 0.45), word(.hengzhe, 1.25, 1.9), word(.heng, 2.6, 3.0)]
        #expect(align(strokes, words) == [0: 0, 1: 1, 2: 2])
    }

    @Test func aNameSaidJustBeforePenDownStillBelongsToItsStroke() {
        let strokes = [stroke(0, .pie, 1.0, 1.6), stroke(1, .na, 1.7, 2.3)]
        let words = [word(.pie, 0.7, 1.1), word(.na, 1.45, 1.9)]
        #expect(align(strokes, words) == [0: 0, 1: 1])
    }

    @Test func speechBeforeTheFirstStrokeAndAfterTheLastIsNotForcedOntoStrokes() {
        let strokes = [stroke(0, .heng, 3.0, 3.5), stroke(1, .shu, 4.0, 4.6)]
        let words = [word(nil, 0.2, 0.6, text: "um"), word(.heng, 3.0, 3.4), word(.shu, 4.0, 4.4), word(nil, 6, 6.5)]
        #expect(align(strokes, words) == [0: 1, 1: 2])
    }

    @Test func aSelfCorrectionAssignsTheCorrectedName() {
        let strokes = [stroke(0, .shu, 1.0, 2.0)]
        let words = [word(.heng, 0.9, 1.2), word(.shu, 1.4, 1.8)]
        #expect(align(strokes, words) == [0: 1])
    }

    @Test func repeatedNamesAreAssignedInOrder() {
        let strokes = [stroke(0, .heng, 0, 0.5), stroke(1, .heng, 0.6, 1.1), stroke(2, .heng, 1.2, 1.7)]
        let words = [word(.heng, 0.0, 0.3), word(.heng, 0.62, 0.9), word(.heng, 1.25, 1.5)]
        #expect(align(strokes, words) == [0: 0, 1: 1, 2: 2])
    }

    @Test func aStrokeWithNoSpeechGetsNothingAndTheOthersStayPut() {
        let strokes = [stroke(0, .heng, 0, 0.5), stroke(1, .shu, 1.0, 1.5), stroke(2, .pie, 2.0, 2.5)]
        let words = [word(.heng, 0.0, 0.3), word(.pie, 2.0, 2.3)]
        #expect(align(strokes, words) == [0: 0, 2: 1])
    }

    @Test func fastWritingWithOverlappingUtterancesKeepsTheOrder() {
        let strokes = [stroke(0, .heng, 0, 0.25), stroke(1, .shu, 0.3, 0.55), stroke(2, .dian, 0.6, 0.7)]
        let words = [word(.heng, 0.1, 0.4), word(.shu, 0.42, 0.7), word(.dian, 0.72, 0.95)]
        #expect(align(strokes, words) == [0: 0, 1: 1, 2: 2])
    }

    @Test func aCorrectNameAfterALongPauseIsStillAssigned() {
        let strokes = [stroke(0, .heng, 0, 0.6)]
        let words = [word(.heng, 2.6, 3.0)]
        #expect(align(strokes, words) == [0: 0])
    }

    @Test func aWrongNameFarAwayIsLeftUnassigned() {
        let strokes = [stroke(0, .heng, 0, 0.6)]
        let words = [word(.shu, 4.0, 4.3)]
        #expect(align(strokes, words).isEmpty)
    }

    @Test func aLearnerWhoAlwaysNamesStrokesLateKeepsEachNameOnItsOwnStroke() {
        let strokes = [stroke(0, .heng, 0, 0.5), stroke(1, .heng, 1.5, 2.0), stroke(2, .heng, 3.0, 3.5)]
        let words = [word(.heng, 1.3, 1.7), word(.heng, 2.8, 3.2), word(.heng, 4.3, 4.7)]
        let rawTimesOnly = SpeechAligner(habitualDelays: [])
        #expect(rawTimesOnly.align(strokes: strokes, words: words) { $0.name == $1.expected } != [0: 0, 1: 1, 2: 2])
        #expect(align(strokes, words) == [0: 0, 1: 1, 2: 2])
    }

    @Test func aCompoundNameHeardAsPartOfItselfStillGoesToItsStrokeWhenSaidLate() {
        let strokes = [stroke(0, .hengzhe, 0, 1.0)]
        #expect(align(strokes, [word(.heng, 2.4, 2.8)]) == [0: 0])
        #expect(align(strokes, [word(.shu, 2.4, 2.8)]).isEmpty)
    }

    @Test func namesAreRelatedWhenOnesSyllablesRunInsideTheOthers() {
        #expect(SpeechAligner.related(.heng, .hengzhe))
        #expect(SpeechAligner.related(.shugou, .shu))
        #expect(SpeechAligner.related(.hengzhe, .hengzhezhe))
        #expect(!SpeechAligner.related(.heng, .shu))
        #expect(!SpeechAligner.related(.heng, .heng))
        #expect(!SpeechAligner.related(.hengzhe, .shuzhe))
    }

    @Test func aWrongNameDuringTheStrokeIsAssignedSoItCanBeReported() {
        let strokes = [stroke(0, .heng, 0, 0.6)]
        let words = [word(.shu, 0.1, 0.4)]
        #expect(align(strokes, words) == [0: 0])
    }

    @Test func noWordsOrNoStrokesGiveNoAssignment() {
        #expect(align([], [word(.heng, 0, 1)]).isEmpty)
        #expect(align([stroke(0, .heng, 0, 1)], []).isEmpty)
    }
}
