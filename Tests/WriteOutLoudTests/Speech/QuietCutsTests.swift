import Foundation
import Testing

@testable import WriteOutLoud

@Suite struct QuietCutsTests {
    /// 16 kHz samples: a faint hum throughout, with loud bursts over the given sample ranges.
    static func recording(length: Int, bursts: [Range<Int>]) -> [Int16] {
        (0..<length).map { index in
            let hum = 30 * sin(Double(index) * 0.05)
            let burst = bursts.contains { $0.contains(index) } ? 8000 * sin(Double(index) * 0.3) : 0
            return Int16(hum + burst)
        }
    }

    @Test func cutsInTheMiddleOfALongPause() {
        let samples = Self.recording(length: 48000, bursts: [8000..<16000, 32000..<40000])
        let pieces = QuietCuts().pieces(of: samples)
        #expect(pieces.count == 2)
        let cut = pieces[0].upperBound
        #expect(cut % SpeechActivity.frameLength == 0)
        #expect(abs(cut - 24000) <= 2 * SpeechActivity.frameLength, "cut at sample \(cut)")
        #expect(pieces.first?.lowerBound == 0 && pieces.last?.upperBound == samples.count)
        #expect(pieces[1].lowerBound == cut)
    }

    @Test func aShortGapIsNotCut() {
        let gap = QuietCuts().minimumQuietFrames * SpeechActivity.frameLength / 2
        let samples = Self.recording(length: 40000, bursts: [8000..<16000, (16000 + gap)..<30000])
        #expect(QuietCuts().pieces(of: samples) == [0..<40000])
    }

    @Test func leadingAndTrailingQuietStayWithTheirPiece() {
        let samples = Self.recording(length: 64000, bursts: [24000..<40000])
        #expect(QuietCuts().pieces(of: samples) == [0..<64000])
    }

    @Test func emptyAudioIsOnePieceOfNothing() {
        #expect(QuietCuts().pieces(of: []) == [0..<0])
    }
}
