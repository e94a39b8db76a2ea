import Foundation
import Testing
import WriteOutLoud

/// Transform files are checked before PocketSphinx sees them: a bad one is a one-line error naming it.
@Suite struct SpeakerTransformTests {
    static func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wol-transform-\(UUID()).mllr")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// One class, `streams` streams of length `length`, identity matrices; every mean moved by `shift`.
    static func identity(streams: Int, length: Int, shift: Double = 0) -> String {
        var lines = ["1", "\(streams)"]
        for _ in 0..<streams {
            lines.append("\(length)")
            for row in 0..<length {
                lines.append((0..<length).map { $0 == row ? "1.0" : "0.0" }.joined(separator: " "))
            }
            lines.append(Array(repeating: "\(shift)", count: length).joined(separator: " "))
            lines.append(Array(repeating: "1.0", count: length).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func wellFormedTransformFitsTheModel() throws {
        let url = try Self.write(Self.identity(streams: 3, length: 13))
        defer { try? FileManager.default.removeItem(at: url) }
        let transform = try SpeakerTransform(contentsOf: url)
        #expect(transform.streamLengths == [13, 13, 13])
        try transform.check(fits: RecognizerConfiguration.debianAcousticModel)
    }

    @Test func transformOfAnotherShapeDoesNotFit() throws {
        let url = try Self.write(Self.identity(streams: 1, length: 39))
        defer { try? FileManager.default.removeItem(at: url) }
        let transform = try SpeakerTransform(contentsOf: url)
        #expect {
            try transform.check(fits: RecognizerConfiguration.debianAcousticModel)
        } throws: { error in
            (error as? SpeechError)?.description
                == "\(url.path): transform streams [39] do not fit the model \(RecognizerConfiguration.debianAcousticModel.path) (streams [13, 13, 13])"
        }
    }

    @Test(arguments: [
        ("", "ends before the number of classes (value 1)"),
        ("2 3", "the number of classes is 2.0, expected a whole number in 1...1"),
        ("1 1 2 1 0 0 1 0 0 x 1", "value 10, the transform value of stream 0, is \"x\", not a finite number"),
        ("1 1 2 1 0 0 1 0 0 1", "ends before the transform value of stream 0 (value 11)"),
        ("1 1 1 1 0 1 5", "unexpected \"5\" after the last stream"),
    ])
    func malformedTransformIsOneLine(text: String, problem: String) throws {
        let url = try Self.write(text)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            _ = try SpeakerTransform(contentsOf: url)
        } throws: { error in
            (error as? SpeechError)?.description == "\(url.path): not a speaker transform: \(problem)"
        }
    }

    @Test func missingTransformIsNamed() {
        let url = URL(fileURLWithPath: "/nonexistent/learner.mllr")
        #expect(throws: SpeechError(subject: url.path, reason: .missingFile)) {
            _ = try SpeakerTransform(contentsOf: url)
        }
    }
}
