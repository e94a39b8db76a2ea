import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// Every bad request gets its 4xx with a JSON error naming the field, and the server answers the next one.
@Suite struct MalformedRequestTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var headers: HTTPFields = FormBody.headers
        var body: @Sendable () throws -> ByteBuffer
        var status: HTTPResponse.Status
        var field: String
        var testDescription: String { name }
    }

    static func recording(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        var object = try JSONSerialization.jsonObject(with: try Repository.fixture("kou-correct.json")) as! [String: Any]
        edit(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    static func form(recording: Data, audio: Data? = nil, extra: [(String, String)] = []) -> ByteBuffer {
        var form = FormBody()
        form.add("recording", recording, filename: "r.json")
        if let audio { form.add("audio", audio, filename: "a.wav") }
        for (name, value) in extra { form.add(name, value) }
        return form.closed
    }

    static let limits: ServerLimits = {
        var limits = ServerLimits()
        limits.recordingBytes = 200_000
        limits.audioBytes = 400_000
        limits.recording.maximumStrokes = 5
        limits.recording.maximumPoints = 5_000
        limits.audioSeconds = 8
        return limits
    }()

    static let cases: [Case] = [
        Case(name: "not multipart", headers: [.contentType: "application/json"],
             body: { ByteBuffer(bytes: try Repository.fixture("kou-correct.json")) }, status: .unsupportedMediaType,
             field: "Content-Type"),
        Case(name: "no content type", headers: [:], body: { ByteBuffer(string: "x") }, status: .unsupportedMediaType,
             field: "Content-Type"),
        Case(name: "no boundary", headers: [.contentType: "multipart/form-data"], body: { ByteBuffer(string: "x") },
             status: .badRequest, field: "Content-Type"),
        Case(name: "truncated multipart", body: {
            var form = FormBody()
            form.add("recording", try Repository.fixture("kou-correct.json"))
            return ByteBuffer(bytes: form.data.prefix(form.data.count - 200))
        }, status: .badRequest, field: "(body)"),
        Case(name: "no recording field", body: { form(recording: Data()).withoutRecording }, status: .badRequest,
             field: "recording"),
        Case(name: "bad JSON", body: { form(recording: try Repository.fixture("malformed/truncated.json")) },
             status: .badRequest, field: "recording"),
        Case(name: "bare NaN", body: { form(recording: try Repository.fixture("malformed/nan-bare.json")) },
             status: .badRequest, field: "recording"),
        Case(name: "wrong type", body: { form(recording: try recording { $0["character"] = 42 }) },
             status: .unprocessableContent, field: "recording.character"),
        Case(name: "wrong version", body: { form(recording: try recording { $0["version"] = 2 }) },
             status: .unprocessableContent, field: "recording.version"),
        Case(name: "empty stroke", body: { form(recording: try Repository.fixture("malformed/empty-stroke.json")) },
             status: .unprocessableContent, field: "recording.ink.strokes[1].points"),
        Case(name: "unknown character", body: { form(recording: try recording { $0["character"] = "☃" }) },
             status: .unprocessableContent, field: "recording.character"),
        Case(name: "too many strokes", body: {
            form(recording: try recording { object in
                var ink = object["ink"] as! [String: Any]
                let strokes = ink["strokes"] as! [Any]
                ink["strokes"] = Array(repeating: strokes[0], count: 6)
                object["ink"] = ink
            })
        }, status: .unprocessableContent, field: "recording.ink.strokes"),
        Case(name: "too many points", body: {
            form(recording: try recording { object in
                var ink = object["ink"] as! [String: Any]
                ink["strokes"] = [["points": Array(repeating: ["x": 1, "y": 1, "t": 0], count: 6_000)]]
                object["ink"] = ink
            })
        }, status: .unprocessableContent, field: "recording.ink.strokes"),
        Case(name: "oversized recording", body: {
            form(recording: Data(repeating: 0x20, count: 250_000) + (try Repository.fixture("kou-correct.json")))
        }, status: .contentTooLarge, field: "recording"),
        Case(name: "oversized body", headers: FormBody.headers, body: {
            ByteBuffer(bytes: Data(repeating: 0x41, count: 800_000))
        }, status: .contentTooLarge, field: "(body)"),
        Case(name: "audio that is not audio", body: {
            form(recording: try Repository.fixture("kou-correct.json"), audio: try Repository.fixture("malformed/not-audio.wav"))
        }, status: .unsupportedMediaType, field: "audio"),
        Case(name: "empty audio", body: { form(recording: try Repository.fixture("kou-correct.json"), audio: Data()) },
             status: .unprocessableContent, field: "audio"),
        Case(name: "oversized audio", body: {
            form(recording: try Repository.fixture("kou-correct.json"), audio: try Repository.fixture("ren-correct.wav"))
        }, status: .contentTooLarge, field: "audio"),
        Case(name: "unknown language", body: {
            form(recording: try Repository.fixture("kou-correct.json"), extra: [("lang", "fr")])
        }, status: .unprocessableContent, field: "lang"),
        Case(name: "empty learner", body: {
            form(recording: try Repository.fixture("kou-correct.json"), extra: [("learner", "  ")])
        }, status: .unprocessableContent, field: "learner"),
    ]

    @Test(arguments: cases)
    func isRefusedWithItsStatusAndTheServerServesTheNextRequest(_ bad: Case) async throws {
        let app = Application(router: try await SharedEngine.server(inkOnly: true, limits: Self.limits).router())
        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/analyses", method: .post, headers: bad.headers, body: try bad.body()) {
                response in
                #expect(response.status == bad.status)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                let error = try ErrorBody.decode(response.body)
                #expect(error.field == bad.field, "\(error.problem)")
                #expect(!error.problem.isEmpty)
            }
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try FormBody.fixture("kou-correct", audio: false).closed
            ) { response in #expect(response.status == .ok) }
        }
    }

    @Test func aMethodThePathDoesNotTakeIsAnswered405WithAllow() async throws {
        let app = Application(router: try await SharedEngine.server(inkOnly: true).router())
        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/analyses", method: .get) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST")
            }
            try await client.execute(uri: "/api/v1/characters/%E5%8F%A3", method: .delete) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD")
            }
            try await client.execute(uri: "/api/v1/nothing", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func audioLongerThanTheLimitIsRefusedBeforeDecoding() async throws {
        var limits = ServerLimits()
        limits.audioSeconds = 2
        let app = Application(router: try await SharedEngine.server(limits: limits).router())
        try await app.test(.router) { client in
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try FormBody.fixture("kou-correct").closed
            ) { response in
                #expect(response.status == .unprocessableContent)
                let error = try ErrorBody.decode(response.body)
                #expect(error.field == "audio")
                #expect(error.problem.contains("at most 2 s"))
            }
        }
    }
}

extension ByteBuffer {
    /// The same form with its `recording` field renamed, so that it has none.
    fileprivate var withoutRecording: ByteBuffer {
        ByteBuffer(string: String(buffer: self).replacingOccurrences(of: "name=\"recording\"", with: "name=\"other\""))
    }
}
