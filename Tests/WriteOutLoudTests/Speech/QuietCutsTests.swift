import Foundation
import Testing

@testable import WriteOutLoud

@Suite struct QuietCutsTests {
    typealias Piece = QuietCuts.Piece
    static let frame = SpeechActivity.frameLength
    static let kept = QuietCuts().keptQuietFrames * frame

    /// 16 kHz samples: a faint hum throughout, with loud bursts over the given sample ranges.
    static func recording(length: Int, bursts: [Range<Int>]) -> [Int16] {
        (0..<length).map { index in
            let hum = 30 * sin(Double(index) * 0.05)
            let burst = bursts.contains { $0.contains(index) } ? 8000 * sin(Double(index) * 0.3) : 0
            return Int16(hum + burst)
        }
    }

    @Test func setsTheInsideOfLongPausesApartAndKeepsSomePauseWithTheSpeech() {
        let samples = Self.recording(length: 48000, bursts: [8000..<16000, 32000..<40000])
        #expect(
            QuietCuts().pieces(of: samples) == [
                Piece(samples: 0..<(8000 - Self.kept), isQuiet: true),
                Piece(samples: (8000 - Self.kept)..<(16000 + Self.kept), isQuiet: false),
                Piece(samples: (16000 + Self.kept)..<(32000 - Self.kept), isQuiet: true),
                Piece(samples: (32000 - Self.kept)..<(40000 + Self.kept), isQuiet: false),
                Piece(samples: (40000 + Self.kept)..<48000, isQuiet: true),
            ])
    }

    @Test func aPauseJustLongEnoughIsCutInItsMiddle() {
        let gap = QuietCuts().minimumQuietFrames * Self.frame
        let samples = Self.recording(length: 32000, bursts: [0..<8000, (8000 + gap)..<32000])
        let pieces = QuietCuts().pieces(of: samples)
        #expect(pieces.map(\.isQuiet) == [false, false])
        #expect(pieces.first?.samples.upperBound == 8000 + gap / 2)
        #expect(pieces.last?.samples == (8000 + gap / 2)..<32000)
    }

    @Test func aShortGapIsNotCut() {
        let gap = QuietCuts().minimumQuietFrames * Self.frame / 2
        let samples = Self.recording(length: 40000, bursts: [8000..<16000, (16000 + gap)..<28800])
        #expect(QuietCuts().pieces(of: samples).filter { !$0.isQuiet } == [
            Piece(samples: (8000 - Self.kept)..<(28800 + Self.kept), isQuiet: false)
        ])
    }

    @Test func aRecordingEndingMidFrameEndsItsLastPiece() {
        let samples = Self.recording(length: 48000 + 77, bursts: [8000..<16000])
        let pieces = QuietCuts().pieces(of: samples)
        #expect(pieces.last == Piece(samples: (16000 + Self.kept)..<(48000 + 77), isQuiet: true))
    }

    @Test func aRecordingWithoutSpeechIsOneQuietPiece() {
        let samples = Self.recording(length: 16000, bursts: [])
        #expect(QuietCuts().pieces(of: samples) == [Piece(samples: 0..<16000, isQuiet: true)])
    }

    @Test func emptyAudioIsOnePieceOfNothing() {
        #expect(QuietCuts().pieces(of: []) == [Piece(samples: 0..<0, isQuiet: false)])
    }
}
