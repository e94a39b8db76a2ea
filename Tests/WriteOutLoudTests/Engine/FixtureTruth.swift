import Foundation
import Testing

/// What each bundled fixture was built to show, read from `Fixtures/truth/manifest.json`.
struct FixtureTruth: Decodable, Sendable {
    struct Fixture: Decodable, Sendable, CustomTestStringConvertible {
        var file: String
        var character: String
        var mistakes: [Mistake]
        var strokes: [Stroke]
        var testDescription: String { file }
    }

    struct Mistake: Decodable, Sendable {
        var kind: String
        var stroke: Int
        var said: String?
    }

    struct Stroke: Decodable, Sendable {
        var stroke: Int
        /// nil for a stroke with no named type (a Latin letter's): nothing is said for it.
        var type: String?
        var token: String?
        var penDown: Double?
        var voiceOnset: Double?
    }

    struct Malformed: Decodable, Sendable, CustomTestStringConvertible {
        var file: String
        var field: String
        var stage: String
        var testDescription: String { file }
    }

    var fixtures: [Fixture]
    var malformed: [Malformed]

    static let manifest: FixtureTruth = {
        let url = Repository.fixtures.appendingPathComponent("truth/manifest.json")
        // The manifest is committed with the fixtures; a test run without it cannot check anything.
        return try! JSONDecoder().decode(FixtureTruth.self, from: Data(contentsOf: url))
    }()
}
