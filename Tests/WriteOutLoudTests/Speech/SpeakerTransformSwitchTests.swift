import Foundation
import Testing
import WriteOutLoud

/// One recogniser taking learners' transforms in turn (``SpeechRecognizer/useSpeakerTransform(_:)``, as the
/// server's engines do) hears exactly what a recogniser started with that transform hears, and dropping the
/// transform gives back exactly the standard model: transforms never pile up on the means.
@Suite struct SpeakerTransformSwitchTests {
    static let recording = Repository.fixtures.appendingPathComponent("enrollment/pffy-syllables.wav")

    static func configuration(transform: URL? = nil) -> RecognizerConfiguration {
        RecognizerConfiguration(modelsDirectory: Repository.models, speakerTransform: transform, names: .mandarin)
    }

    @Test func switchingTransformsHearsAsAFreshDecoderWould() throws {
        let audio = try AudioFile.read(Self.recording)
        let standard = try SpeechRecognizer(configuration: Self.configuration()).transcribe(audio)
        let texts = [1.0, -0.5].map { SpeakerTransformTests.identity(streams: 3, length: 13, shift: $0) }
        let fresh = try texts.map { text in
            try SpeakerTransform.withTemporaryFile(text: text) { transform throws(SpeechError) in
                try SpeechRecognizer(configuration: Self.configuration(transform: transform.url)).transcribe(audio)
            }
        }
        #expect(fresh[0] != standard && fresh[1] != standard && fresh[0] != fresh[1], "the transforms change nothing")

        let shared = try SpeechRecognizer(configuration: Self.configuration())
        for index in [0, 1, 0] {
            try SpeakerTransform.withTemporaryFile(text: texts[index]) { transform throws(SpeechError) in
                try shared.useSpeakerTransform(transform)
            }
            #expect(try shared.transcribe(audio) == fresh[index], "transform \(index)")
        }
        try shared.useSpeakerTransform(nil)
        #expect(try shared.transcribe(audio) == standard)
    }

    @Test func aTransformForAnotherModelIsRefusedAndTheStandardModelKept() throws {
        let audio = try AudioFile.read(Self.recording)
        let recognizer = try SpeechRecognizer(configuration: Self.configuration())
        let standard = try recognizer.transcribe(audio)
        let wrongShape = "1\n1\n2\n1 0\n0 1\n0 0\n1 1\n"
        #expect(throws: SpeechError.self) {
            try SpeakerTransform.withTemporaryFile(text: wrongShape) { transform throws(SpeechError) in
                try recognizer.useSpeakerTransform(transform)
            }
        }
        #expect(try recognizer.transcribe(audio) == standard)
    }
}
