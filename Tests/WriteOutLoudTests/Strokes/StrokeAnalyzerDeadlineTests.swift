import Foundation
import Testing
@testable import WriteOutLoud

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Judging gives up its costly frame search once the caller's deadline has passed, so work a ``TimeBudget``
/// abandoned does not keep a core busy.
@Suite struct StrokeAnalyzerDeadlineTests {
    /// 64 short strokes (the most a recording may have) spread over the canvas.
    static let scribble: Ink = {
        let paths = (0..<64).map { index -> [Point] in
            let x = Double(index % 8) * 120 + 40
            let y = Double(index / 8) * 120 + 40
            return [Point(x: x, y: y), Point(x: x + 50, y: y + 20), Point(x: x + 80, y: y + 60)]
        }
        return StrokeFixtures.ink(paths)
    }()

    /// CPU seconds the calling thread spends in `work`, unaffected by other load on the machine.
    static func threadCPUSeconds(_ work: () -> Void) -> Double {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        work()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }

    /// Against 爨 (30 strokes) the whole search took 197 CPU seconds in a debug build (`wol analyze` on the same
    /// ink, measured once); past the deadline only the first guess is scored.
    @Test func aManyStrokeDrawingStopsSearchingOnceTheDeadlineHasPassed() throws {
        let template = try StrokeFixtures.template("爨")
        var analysis: StrokeAnalysis?
        let seconds = Self.threadCPUSeconds {
            analysis = StrokeAnalyzer().analyze(Self.scribble, against: template, deadline: Deadline(after: 0))
        }
        #expect(seconds < 3, "judging went on for \(seconds) CPU seconds after the deadline")
        #expect(analysis?.strokes.count == template.strokes.count)
    }
}
