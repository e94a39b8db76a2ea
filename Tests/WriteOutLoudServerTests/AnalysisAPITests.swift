import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

@Suite struct AnalysisAPITests {
    /// The report over HTTP is the report `wol analyze` gives for the same files, but for the file name, the
    /// learner (without a practice link's token the attempt is nobody's in particular, whatever the recording
    /// says) and the voice the server names as having heard it (the standard model: nobody enrolled).
    @Test(arguments: ["kou-correct", "ren-wrongname", "ri-timing", "shi-missing"])
    func anUploadIsJudgedAsTheCommandLineJudgesTheFile(fixture: String) async throws {
        var report = try await SharedEngine.analyzeFile("\(fixture).json")
        report.file = "recording"
        report.learner = nil
        report.speech.voice = .standard
        let expected = try JSONOutput.data(report, pretty: true) + Data("\n".utf8)
        let app = Application(router: try await SharedEngine.server().router())
        try await app.test(.router) { client in
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try FormBody.fixture(fixture).closed
            ) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(Data(response.body.readableBytesView) == expected)
            }
        }
    }

    @Test func withoutAudioTheInkAloneIsJudged() async throws {
        let app = Application(router: try await SharedEngine.server().router())
        try await app.test(.router) { client in
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try FormBody.fixture("kou-reversed", audio: false).closed
            ) { response in
                #expect(response.status == .ok)
                let report = try JSONDecoder().decode(AnalysisReport.self, from: Data(response.body.readableBytesView))
                #expect(report.speech.status == .notRecorded)
                #expect(report.errors.contains { $0.kind == .reversed && $0.stroke == 2 })
            }
        }
    }

    /// A page rendered from a learner's data comes with its security policy as headers, not only a `<meta>`.
    static func expectReportPageHeaders(_ headers: HTTPFields, sourceLocation: SourceLocation = #_sourceLocation) {
        let policy = headers[.contentSecurityPolicy] ?? ""
        for directive in ["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'"] {
            #expect(policy.contains(directive), "\(policy) lacks \(directive)", sourceLocation: sourceLocation)
        }
        #expect(!policy.contains("script-src"), sourceLocation: sourceLocation)
        #expect(headers[.init("X-Content-Type-Options")!] == "nosniff", sourceLocation: sourceLocation)
        #expect(headers[.init("Referrer-Policy")!] == "no-referrer", sourceLocation: sourceLocation)
        #expect(headers[.cacheControl] == "private, no-store", sourceLocation: sourceLocation)
    }

    @Test func aBrowserAskingForHTMLGetsTheReportPageInItsLanguage() async throws {
        var form = try FormBody.fixture("kou-correct")
        form.add("lang", "zh")
        let body = form.closed
        var accepting = FormBody.headers
        accepting[.accept] = "text/html,application/xhtml+xml;q=0.9"
        let headers = accepting
        let app = Application(router: try await SharedEngine.server().router())
        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/analyses", method: .post, headers: headers, body: body) {
                response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                Self.expectReportPageHeaders(response.headers)
                let page = String(buffer: response.body)
                #expect(page.hasPrefix("<!DOCTYPE html>") || page.hasPrefix("<!doctype html>"))
                #expect(page.contains("横折"))
                #expect(page.contains("<html lang=\"zh"))
            }
        }
    }

    @Test func attemptsAreKeptForTheLearnerAndMakeTheirLessonPage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteProgressStore(path: folder.appendingPathComponent("progress.sqlite").path)
        let cheap = PasswordHash.Parameters(rounds: 1024, blockSize: 8, parallelism: 1)
        try store.addTeacher("Ms Wang", password: try PasswordHash(password: "ms wang's password", parameters: cheap))
        let mei = AccessToken()
        let bo = AccessToken()
        try store.enrol(learner: "Mei Lin", teacher: "Ms Wang", token: mei)
        try store.enrol(learner: "Bo", teacher: "Ms Wang", token: bo)
        let app = Application(router: try await SharedEngine.server(store: store).router())
        try await app.test(.router) { client in
            for fixture in ["kou-correct", "kou-reversed"] {
                var form = try FormBody.fixture(fixture)
                form.add("token", mei.text)
                try await client.execute(
                    uri: "/api/v1/analyses", method: .post, headers: FormBody.headers, body: form.closed
                ) { response in #expect(response.status == .ok) }
            }
            // The same upload again (a client's retry) is not a new attempt.
            var again = try FormBody.fixture("kou-correct")
            again.add("token", mei.text)
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers, body: again.closed
            ) { response in #expect(response.status == .ok) }
            let attempts = try store.attempts(learner: "Mei Lin")
            #expect(attempts.count == 2)
            try await client.execute(uri: "/lessons/Mei%20Lin?token=\(mei.text)", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                Self.expectReportPageHeaders(response.headers)
                #expect(String(buffer: response.body).contains("Mei Lin"))
            }
            // What `wol lesson --format json` prints for the same attempts.
            let expected = try LessonReportBuilder().build(attempts).encoded() + Data("\n".utf8)
            try await client.execute(
                uri: "/lessons/Mei%20Lin", method: .get,
                headers: [.accept: "application/json", .authorization: "Bearer \(mei.text)"]
            ) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(Data(buffer: response.body) == expected)
            }
            // A learner of the class who has not practised yet has no lesson.
            try await client.execute(uri: "/lessons/Bo?token=\(bo.text)", method: .get) { response in
                #expect(response.status == .notFound)
                let error = try ErrorBody.decode(response.body)
                #expect(error.field == "learner")
            }
        }
    }

    @Test func transcriptionsSayWhichExpectedNamesWereHeard() async throws {
        var form = FormBody()
        form.add("audio", try Repository.fixture("kou-correct.wav"), filename: "kou.wav")
        form.add("expect", "竖,横折,横")
        let body = form.closed
        let app = Application(router: try await SharedEngine.server().router())
        try await app.test(.router) { client in
            try await client.execute(
                uri: "/api/v1/transcriptions", method: .post, headers: FormBody.headers, body: body
            ) { response in
                #expect(response.status == .ok)
                let transcription = try JSONDecoder().decode(
                    FileTranscription.self, from: Data(response.body.readableBytesView))
                #expect(transcription.ok)
                #expect(transcription.expected?.map(\.matched) == [true, true, true])
            }
        }
    }

    @Test func aCursiveWordIsComposedJudgedAndItsUnknownLetterNamed() async throws {
        let app = Application(router: try await SharedEngine.server(inkOnly: true).router())
        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/characters/cat", method: .get) { response in
                #expect(response.status == .ok)
                let template = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any]
                let letters = (template?["word"] as? [String: Any])?["letters"] as? [[String: Any]]
                #expect(letters?.map { $0["letter"] as? String } == ["c", "a", "t"])
            }
            try await client.execute(uri: "/api/v1/characters/cax", method: .get) { response in
                #expect(response.status == .notFound)
                let error = try ErrorBody.decode(response.body)
                #expect(error.problem.contains("letter x"))
            }
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try FormBody.fixture("word-cat-letter-left-out", audio: false).closed
            ) { response in
                #expect(response.status == .ok)
                let report = try JSONDecoder().decode(AnalysisReport.self, from: Data(response.body.readableBytesView))
                #expect(report.errors.contains { $0.kind == .missing && $0.message.contains("t, is missing") })
                #expect(report.strokes.map { $0.expected.letter?.label } == ["c", "a", "t 1/2", "t 2/2"])
            }
        }
    }

    @Test func thePageGetsTemplatesAndTheCharacterList() async throws {
        let app = Application(router: try await SharedEngine.server(inkOnly: true).router())
        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/characters/%E5%8F%A3", method: .get) { response in
                #expect(response.status == .ok)
                let template = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any]
                #expect(template?["character"] as? String == "口")
                let strokes = template?["strokes"] as? [[String: Any]]
                #expect(strokes?.map { $0["name"] as? String } == ["竖", "横折", "横"])
            }
            try await client.execute(uri: "/api/v1/characters/%E2%98%83", method: .get) { response in
                #expect(response.status == .notFound)
                let error = try ErrorBody.decode(response.body)
                #expect(error.field == "character")
            }
            try await client.execute(uri: "/api/v1/characters", method: .get) { response in
                let list = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [[String: Any]]
                #expect((list?.count ?? 0) > 1000)
                #expect(list?.first?["character"] as? String == "的")
            }
        }
    }

    @Test func thePageIsServedWithAStrictContentSecurityPolicy() async throws {
        let app = Application(router: try await SharedEngine.server(inkOnly: true).router())
        try await app.test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                let policy = response.headers[.contentSecurityPolicy] ?? ""
                #expect(policy.contains("default-src 'none'"))
                #expect(policy.contains("script-src 'self'"))
                #expect(!policy.contains("unsafe"))
                let page = String(buffer: response.body)
                #expect(!page.contains("http://") && !page.contains("https://"), "nothing is loaded from elsewhere")
                #expect(!page.contains("<script>"), "no inline script")
            }
            for file in ["app.js", "style.css", "recorder-worklet.js"] {
                try await client.execute(uri: "/page/\(file)", method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(!String(buffer: response.body).contains("https://"), "\(file) loads nothing from elsewhere")
                }
            }
            try await client.execute(uri: "/page/..%2FPackage.swift", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
