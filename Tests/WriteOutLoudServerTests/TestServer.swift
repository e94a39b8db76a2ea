import Foundation
import Hummingbird
import HummingbirdTesting
import WriteOutLoud
@testable import WriteOutLoudServer

/// Folders of this checkout that the server tests read.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let characters = root.appendingPathComponent("Characters")
    static let models = root.appendingPathComponent("Models")
    static let fixtures = root.appendingPathComponent("Fixtures")
    /// The acoustic model the test servers hear with.
    static let acousticModel = RecognizerConfiguration.defaultAcousticModel(modelsDirectory: models)

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }
}

/// The engine pieces every test server shares. The stroke judge keeps its built-in stroke-type prototypes:
/// teaching it from the library (as `wol serve` does) reads every template, which in a debug build takes long
/// enough to starve the tests' timers; the comparisons below judge both sides with the same judge.
enum SharedEngine {
    static let library = try! CharacterLibrary(directory: Repository.characters)
    static let strokeAnalyzer = StrokeAnalyzer()

    static func recognizer() -> SpeechRecognizer {
        try! SpeechRecognizer(configuration: RecognizerConfiguration(modelsDirectory: Repository.models))
    }

    /// A server with `jobs` engines (each with a speech decoder unless `inkOnly`).
    static func server(
        jobs: Int = 1, inkOnly: Bool = false, store: (any ProgressStore)? = nil, limits: ServerLimits = ServerLimits(),
        access: AccessSettings = AccessSettings()
    ) async throws -> PracticeServer {
        try await offThePool {
            let engine = PracticeEngine(
                library: library, strokeAnalyzer: strokeAnalyzer,
                recognizers: (0..<jobs).map { _ in inkOnly ? nil : recognizer() }, matcher: StrokeNameMatcher(),
                store: store, limits: limits)
            return try PracticeServer(engine: engine, limits: limits, access: access)
        }
    }

    /// The same analysis `wol analyze` does on a fixture file.
    static func analyzeFile(_ name: String) async throws -> AnalysisReport {
        try await offThePool {
            let analyzer = RecordingAnalyzer(
                library: library, recognizer: recognizer(), matcher: StrokeNameMatcher(), strokeAnalyzer: strokeAnalyzer)
            return try analyzer.analyze(Repository.fixtures.appendingPathComponent(name), displayName: name)
        }
    }

    /// Runs slow set-up (loading decoders, decoding speech) on a thread of its own, so that it never holds one
    /// of the few threads that run the tests' and the servers' tasks, whose timers the tests depend on.
    static func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}

/// A multipart/form-data body built field by field.
struct FormBody {
    static let boundary = "wol-test-boundary-7d2f"
    private(set) var data = Data()

    mutating func add(_ name: String, _ value: Data, filename: String? = nil, type: String? = nil) {
        var head = "--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"\(name)\""
        if let filename { head += "; filename=\"\(filename)\"" }
        head += "\r\n"
        if let type { head += "Content-Type: \(type)\r\n" }
        data.append(Data((head + "\r\n").utf8))
        data.append(value)
        data.append(Data("\r\n".utf8))
    }

    mutating func add(_ name: String, _ text: String) { add(name, Data(text.utf8)) }

    /// The body with its closing boundary.
    var closed: ByteBuffer {
        var body = data
        body.append(Data("--\(Self.boundary)--\r\n".utf8))
        return ByteBuffer(bytes: body)
    }

    static let headers: HTTPFields = [.contentType: "multipart/form-data; boundary=\(boundary)"]

    /// A form with a fixture's recording and, when given, its audio.
    static func fixture(_ name: String, audio: Bool = true) throws -> FormBody {
        var form = FormBody()
        form.add("recording", try Repository.fixture("\(name).json"), filename: "\(name).json", type: "application/json")
        if audio { form.add("audio", try Repository.fixture("\(name).wav"), filename: "\(name).wav", type: "audio/wav") }
        return form
    }
}

/// The `{"error": {"field", "problem"}}` body of a failed request.
struct ErrorBody: Decodable {
    struct Detail: Decodable {
        var field: String
        var problem: String
    }
    var error: Detail

    static func decode(_ buffer: ByteBuffer) throws -> Detail {
        try JSONDecoder().decode(ErrorBody.self, from: Data(buffer.readableBytesView)).error
    }
}
