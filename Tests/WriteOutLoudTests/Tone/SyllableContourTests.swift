import Foundation
import Testing

@testable import WriteOutLoud

@Suite struct SyllableContourTests {
    private func frames(_ hz: [Double?]) -> [PitchTrack.Frame] {
        hz.enumerated().map { PitchTrack.Frame(time: Double($0) * 0.01, frequency: $1, aperiodicity: 0.1) }
    }

    @Test func anOctaveSlipIsFoldedBack() throws {
        let contour = try #require(SyllableContour(frames: frames([200, 200, 400, 200, 200, 200, 100, 200]), hop: 0.01))
        #expect(contour.semitones.allSatisfy { abs($0 - 12) < 0.01 })
    }

    @Test func shortGapsAreBridgedAndTheLongestStretchKept() throws {
        let hz: [Double?] = [150, 150, 150, nil, nil, nil, nil, nil, nil, nil, nil, 100, 100, nil, nil, 100, 100, 100, 100]
        let contour = try #require(SyllableContour(frames: frames(hz), hop: 0.01))
        #expect(contour.semitones.count == 8)
        #expect(contour.semitones.allSatisfy { abs($0) < 0.01 })
        #expect(abs(contour.duration - 0.08) < 1e-9)
    }

    @Test func tooLittleVoiceGivesNoContour() {
        #expect(SyllableContour(frames: frames([200, 200, nil, nil]), hop: 0.01) == nil)
    }

    @Test func aRiseAndADipAreTheirShapes() throws {
        let rise = try #require(SyllableContour(frames: frames((0..<20).map { 100 * pow(2, Double($0) / 24) }), hop: 0.01))
        let fit = ToneFeatures.quadraticFit(rise.semitones)
        #expect(fit.rise > 8 && fit.rise < 11)
        let dip = (0..<21).map { index -> Double in let t = Double(index - 10) / 10; return 6 * t * t }
        #expect(ToneFeatures.quadraticFit(dip).curve < -2)
        #expect(abs(ToneFeatures.quadraticFit(dip).rise) < 0.01)
    }
}
