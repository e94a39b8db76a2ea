import WriteOutLoud

/// The `type` every client message of a live session carries, read first to pick the message's shape.
struct LiveMessageType: Decodable {
    var type: String
}

/// `{"type":"start", …}`: opens the attempt a live session judges (docs/api.md, `GET /api/v1/live`).
struct LiveStart: Decodable, Sendable {
    /// The canvas the ink is drawn on.
    struct Canvas: Decodable, Sendable {
        var width: Double
        var height: Double
    }

    /// The voice that will follow in binary frames.
    struct Voice: Decodable, Sendable {
        var sampleRate: Double
        /// Ink-clock time of the first sample, as in the recording format.
        var offset: Double?
    }

    var character: String
    var ink: Canvas
    var box: WritingBox?
    var audio: Voice?
    var learner: String?
    /// The learner's practice link token; an attempt in a learner's name needs it.
    var token: String?
    var lang: String?
    var recordedAt: String?
}

/// Who a message claims to be, read before the message itself so that the store can be asked about its token.
struct LiveStartIdentity: Decodable {
    var type: String
    var token: String?
    var learner: String?
}

/// `{"type":"stroke","points":[…]}`: one stroke, sent at pen-up.
struct LiveStroke: Decodable, Sendable {
    var points: [InkPoint]
}
