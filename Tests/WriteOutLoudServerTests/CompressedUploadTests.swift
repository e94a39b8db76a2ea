import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
import WriteOutLoudSynthesis
@testable import WriteOutLoudServer

/// Uploads as phones and browsers record them: an M4A or WebM of a fixture's voice is heard as its WAV is, and
/// a video without sound or a cut-off file is refused 422 naming the problem.
@Suite struct CompressedUploadTests {
    /// The fixture's voice encoded as `kind`, as its bytes.
    static func encoded(_ fixture: String, as kind: CompressedRecording.Kind) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-upload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("voice.\(kind.rawValue)")
        let voice = try AudioFile.read(Repository.fixtures.appendingPathComponent("\(fixture).wav"))
        try CompressedRecording.write(voice, to: url, as: kind, sampleRate: 48_000, bitRate: 96_000)
        return try Data(contentsOf: url)
    }

    static func analysis(_ audio: Data, filename: String) throws -> ByteBuffer {
        var form = FormBody()
        form.add("recording", try Repository.fixture("kou-correct.json"), filename: "kou-correct.json")
        form.add("audio", audio, filename: filename)
        return form.closed
    }

    @Test(arguments: [CompressedRecording.Kind.m4aAAC, .webmOpus])
    func anUploadFromAPhoneIsHeardAsItsWAV(kind: CompressedRecording.Kind) async throws {
        let app = Application(router: try await SharedEngine.server().router())
        let compressed = try Self.analysis(try Self.encoded("kou-correct", as: kind), filename: "voice.\(kind.rawValue)")
        try await app.test(.router) { client in
            let wav = try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try FormBody.fixture("kou-correct").closed)
            let phone = try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers, body: compressed)
            #expect(phone.status == .ok)
            let (expected, heard) = (try Self.report(wav.body), try Self.report(phone.body))
            #expect(heard.strokes.map { $0.speech?.heardName } == expected.strokes.map { $0.speech?.heardName })
            #expect(heard.strokes.map { $0.speech?.matched } == expected.strokes.map { $0.speech?.matched })
            #expect(heard.strokes.map(\.passed) == expected.strokes.map(\.passed))
            for (a, b) in zip(expected.speech.words, heard.speech.words) {
                #expect(a.word == b.word)
                #expect(abs(a.start - b.start) <= 0.03 && abs(a.end - b.end) <= 0.03, "\(a.word)")
            }
        }
    }

    @Test func aVideoWithoutSoundAndACutOffRecordingAreRefused422() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-upload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try SilentVideo.write(to: folder.appendingPathComponent("screen.mp4"))
        let video = try Data(contentsOf: folder.appendingPathComponent("screen.mp4"))
        let m4a = try Self.encoded("kou-correct", as: .m4aAAC)
        let cases: [(String, Data, String)] = [
            ("screen.mp4", video, "has no audio stream"), ("memo.m4a", m4a.prefix(m4a.count / 2), "is a damaged MP4/M4A file"),
        ]
        let app = Application(router: try await SharedEngine.server(inkOnly: true).router())
        try await app.test(.router) { client in
            for (name, bytes, problem) in cases {
                let response = try await client.execute(
                    uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                    body: try Self.analysis(bytes, filename: name))
                #expect(response.status == .unprocessableContent, "\(name)")
                let error = try ErrorBody.decode(response.body)
                #expect(error.field == "audio")
                #expect(error.problem.hasPrefix(problem), "\(error.problem)")
            }
        }
    }

    static func report(_ body: ByteBuffer) throws -> AnalysisReport {
        try JSONDecoder().decode(AnalysisReport.self, from: Data(body.readableBytesView))
    }
}
