import Foundation
import Testing
import WriteOutLoud
import WriteOutLoudSynthesis

/// Audio as phones and browsers record it (M4A/AAC, M4A/ALAC, WebM/Opus, Ogg/Vorbis), made here from a
/// fixture's WAV with FFmpeg's encoders and read back through ``AudioFile``.
@Suite struct CompressedAudioTests {
    static let voice = Repository.fixtures.appendingPathComponent("kou-correct.wav")

    struct Encoding: CustomTestStringConvertible, Sendable {
        let kind: CompressedRecording.Kind
        let rate: Int
        let bitRate: Int
        /// The least correlation with the WAV at the same rate: lossy codecs keep the waveform only roughly.
        let similarity: Double
        var testDescription: String { "\(kind.rawValue) \(rate) Hz \(bitRate / 1000) kb/s" }
    }

    static let encodings: [Encoding] = [
        Encoding(kind: .m4aAAC, rate: 44_100, bitRate: 64_000, similarity: 0.9),
        Encoding(kind: .m4aAAC, rate: 48_000, bitRate: 128_000, similarity: 0.9),
        Encoding(kind: .m4aALAC, rate: 44_100, bitRate: 0, similarity: 0.9999),
        Encoding(kind: .webmOpus, rate: 48_000, bitRate: 64_000, similarity: 0.8),
        Encoding(kind: .webmOpus, rate: 48_000, bitRate: 128_000, similarity: 0.8),
        Encoding(kind: .oggVorbis, rate: 44_100, bitRate: 96_000, similarity: 0.9),
    ]

    /// Encodes the fixture voice into a temporary folder.
    static func encoded(_ encoding: Encoding, in fixtures: AudioFixtures, name: String? = nil) throws -> URL {
        let url = fixtures.url(name ?? "voice.\(encoding.kind.rawValue)")
        try CompressedRecording.write(
            try AudioFile.read(voice), to: url, as: encoding.kind, sampleRate: encoding.rate,
            bitRate: encoding.bitRate)
        return url
    }

    @Test(arguments: encodings)
    func readsWhatDevicesRecordInTimeWithTheWAV(_ encoding: Encoding) throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let original = try AudioFile.read(Self.voice).resampled(to: Double(encoding.rate))
        let decoded = try AudioFile.read(try Self.encoded(encoding, in: fixtures))
        #expect(decoded.sampleRate == Double(encoding.rate))
        #expect(abs(decoded.duration - original.duration) < 0.03, "\(decoded.duration) s against \(original.duration) s")
        let correlation = Self.correlation(original.samples, decoded.samples)
        #expect(correlation >= encoding.similarity, "correlation \(correlation) at zero lag")
    }

    @Test func theFormatIsToldFromTheBytesNotTheName() throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let m4a = Encoding(kind: .m4aAAC, rate: 48_000, bitRate: 96_000, similarity: 0)
        let misnamed = try Self.encoded(m4a, in: fixtures, name: "voice.wav")
        #expect(try AudioFile.read(misnamed).sampleRate == 48_000)
        let wavAsM4A = fixtures.url("voice.m4a")
        try FileManager.default.copyItem(at: Self.voice, to: wavAsM4A)
        #expect(try AudioFile.read(wavAsM4A).samples == (try AudioFile.read(Self.voice)).samples)
    }

    @Test func aLongFileIsRefusedAtTheDurationLimit() throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let url = try Self.encoded(Encoding(kind: .webmOpus, rate: 48_000, bitRate: 64_000, similarity: 0), in: fixtures)
        #expect(throws: AudioError(file: url.path, reason: .tooLong(maximum: 1))) {
            try AudioFile.read(url, maximumDuration: 1)
        }
    }

    // MARK: - Bad files: one line naming the file and the problem

    @Test func aVideoWithoutSoundIsRefused() throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let url = fixtures.url("screen.mp4")
        try SilentVideo.write(to: url)
        let error = try #require(throws: AudioError.self) { try AudioFile.read(url) }
        #expect(error.reason == .noAudioStream("it holds only 1 video stream"))
        #expect(error.description == "\(url.path): has no audio stream (it holds only 1 video stream)")
    }

    @Test(arguments: [CompressedRecording.Kind.m4aAAC, .webmOpus])
    func aCutOffFileIsRefusedAsDamaged(_ kind: CompressedRecording.Kind) throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let url = try Self.encoded(Encoding(kind: kind, rate: 48_000, bitRate: 96_000, similarity: 0), in: fixtures)
        let bytes = try Data(contentsOf: url)
        for kept in [bytes.count / 2, 200, 40] {
            let error = try #require(throws: AudioError.self) {
                try AudioFile.decode([UInt8](bytes.prefix(kept)), file: "cut.\(kind.rawValue)")
            }
            guard case .damaged = error.reason else {
                Issue.record("\(kept) bytes: \(error)")
                continue
            }
            #expect(error.description.hasPrefix("cut.\(kind.rawValue): is a damaged"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func aCodecTheEngineDoesNotDecodeIsNamed() throws {
        let fixtures = try AudioFixtures()
        defer { fixtures.remove() }
        let url = try Self.encoded(Encoding(kind: .m4aAAC, rate: 48_000, bitRate: 96_000, similarity: 0), in: fixtures)
        var bytes = [UInt8](try Data(contentsOf: url))
        func find(_ pattern: [UInt8], from start: Int = 0) -> Int? {
            (start...(bytes.count - pattern.count)).first { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
        }
        // FFmpeg knows AAC in MP4 by the sample entry's tag and by the object type of its decoder
        // configuration (0x40, MPEG-4 audio): both are changed to values no codec has.
        let entry = try #require(find(Array("mp4a".utf8)))
        bytes.replaceSubrange(entry..<(entry + 4), with: Array("qxyz".utf8))
        let descriptor = try #require(find(Array("esds".utf8)))
        let configuration = try #require(find([0x04, 0x80, 0x80, 0x80], from: descriptor))
        try #require(bytes[configuration + 5] == 0x40)
        bytes[configuration + 5] = 0xC0
        let error = try #require(throws: AudioError.self) { try AudioFile.decode(bytes, file: "odd.m4a") }
        #expect(error.description == "odd.m4a: holds audio in a codec FFmpeg does not know (tag qxyz)")
    }

    @Test func bytesThatAreNoAudioAtAllAreNotAudio() throws {
        let error = try #require(throws: AudioError.self) {
            try AudioFile.decode(Array("not a recording, just some words\n".utf8), file: "notes.m4a")
        }
        guard case .notAudio = error.reason else {
            Issue.record("\(error)")
            return
        }
    }

    /// Pearson correlation of the overlapping part of two signals.
    static func correlation(_ a: [Float], _ b: [Float]) -> Double {
        let count = min(a.count, b.count)
        var sums = (ab: 0.0, aa: 0.0, bb: 0.0)
        for index in 0..<count {
            let (x, y) = (Double(a[index]), Double(b[index]))
            sums.ab += x * y
            sums.aa += x * x
            sums.bb += y * y
        }
        return sums.ab / (sums.aa * sums.bb).squareRoot()
    }
}
