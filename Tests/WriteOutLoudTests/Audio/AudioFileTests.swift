import Foundation
import Testing
import WriteOutLoud

@Suite struct AudioFileTests {
    struct Format: CustomTestStringConvertible, Sendable {
        let name: String
        let rate: Int
        let channels: Int
        let bits: Int?
        let encoding: String?
        var testDescription: String { "\(name) \(rate) Hz \(channels) ch" }
    }

    static let formats: [Format] = [
        Format(name: "u8.wav", rate: 8000, channels: 1, bits: 8, encoding: "unsigned-integer"),
        Format(name: "s16.wav", rate: 16000, channels: 1, bits: 16, encoding: "signed-integer"),
        Format(name: "s24.wav", rate: 44100, channels: 2, bits: 24, encoding: "signed-integer"),
        Format(name: "s32.wav", rate: 48000, channels: 2, bits: 32, encoding: "signed-integer"),
        Format(name: "f32.wav", rate: 22050, channels: 1, bits: 32, encoding: "floating-point"),
        Format(name: "tone.flac", rate: 44100, channels: 1, bits: 16, encoding: nil),
        Format(name: "tone.ogg", rate: 48000, channels: 2, bits: nil, encoding: nil),
        Format(name: "tone.aiff", rate: 11025, channels: 1, bits: 16, encoding: nil),
    ]

    @Test(arguments: formats)
    func readsFormatRateAndLevel(_ format: Format) throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let url = try fixtures.tone(
            format.name, rate: format.rate, channels: format.channels, bits: format.bits, encoding: format.encoding,
            seconds: 0.5, frequency: 440, gain: -6)
        let buffer = try AudioFile.read(url)
        #expect(buffer.sampleRate == Double(format.rate))
        #expect(abs(buffer.duration - 0.5) < 0.01)
        let amplitude = ToneMeter.amplitude(of: 440, in: buffer)
        #expect(abs(amplitude - 0.501) < 0.03, "a −6 dB sine has amplitude 0.5, got \(amplitude)")
    }

    @Test func averagesChannels() throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let left = try fixtures.tone("left.wav", rate: 16000, seconds: 0.5, gain: -6)
        try fixtures.sox(["-n", "-r", "16000", "-c", "1", fixtures.url("silent.wav").path, "trim", "0", "0.5"])
        let stereo = fixtures.url("stereo.wav")
        try fixtures.sox(["-M", left.path, fixtures.url("silent.wav").path, stereo.path])
        let buffer = try AudioFile.read(stereo)
        #expect(abs(ToneMeter.amplitude(of: 440, in: buffer) - 0.25) < 0.02)
    }

    @Test func missingFileIsUnreadable() {
        let url = URL(fileURLWithPath: "/nonexistent/voice.wav")
        #expect(throws: AudioError(file: url.path, reason: .unreadable)) { try AudioFile.read(url) }
    }

    @Test func emptyFileIsReported() throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let url = try fixtures.write("empty.wav", bytes: Data())
        #expect(throws: AudioError(file: url.path, reason: .empty)) { try AudioFile.read(url) }
    }

    @Test func textIsNotAudio() throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let url = try fixtures.write("notes.wav", bytes: Data("these are not samples".utf8))
        do {
            _ = try AudioFile.read(url)
            Issue.record("text was read as audio")
        } catch {
            guard case .notAudio = error.reason else {
                Issue.record("expected notAudio, got \(error)")
                return
            }
            #expect(error.description.hasPrefix(url.path + ": is not a recognised audio file"))
        }
    }

    @Test func truncatedWAVIsReported() throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let whole = try fixtures.tone("whole.wav", rate: 16000, seconds: 1)
        let bytes = try Data(contentsOf: whole)
        let url = try fixtures.write("cut.wav", bytes: bytes.prefix(bytes.count / 3))
        #expect(throws: AudioError(file: url.path, reason: .truncated)) { try AudioFile.read(url) }
    }

    @Test func headerOnlyWAVHasNoSamples() throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let url = fixtures.url("header.wav")
        try fixtures.sox(["-n", "-r", "16000", "-c", "1", "-b", "16", url.path, "trim", "0", "0"])
        #expect(throws: AudioError(file: url.path, reason: .noSamples)) { try AudioFile.read(url) }
    }

    @Test func tooShortAudioIsRefused() throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let url = try fixtures.tone("blip.wav", rate: 16000, seconds: 0.05)
        do {
            _ = try AudioFile.read(url)
            Issue.record("a 50 ms file was accepted")
        } catch {
            guard case .tooShort(let duration, let minimum) = error.reason else {
                Issue.record("expected tooShort, got \(error)")
                return
            }
            #expect(abs(duration - 0.05) < 0.001)
            #expect(minimum == AudioFile.defaultMinimumDuration)
        }
        #expect(try AudioFile.read(url, minimumDuration: 0.01).samples.count == 800)
    }
}
