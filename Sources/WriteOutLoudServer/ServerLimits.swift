import WriteOutLoud

/// How much one request may ask of the server, so that no upload, however large or slow, can exhaust memory,
/// hold an engine for long or keep a connection open forever.
public struct ServerLimits: Sendable {
    /// Largest `audio` part, in bytes.
    public var audioBytes = 20 * 1024 * 1024
    /// Largest `recording` part, in bytes.
    public var recordingBytes = 5 * 1024 * 1024
    /// Most strokes and points a recording may hold: the engine's own limits, checked as it decodes the upload.
    public var recording = RecordingLimits.default
    /// Longest audio, in seconds: bounds the decoder's time per request.
    public var audioSeconds = 120.0
    /// Longest a request body may take to arrive, in seconds; a slower client gets 408 and is disconnected.
    public var bodySeconds = 30.0
    /// Longest a request may wait for a free engine, in seconds, before it is answered 503.
    public var queueSeconds = 60.0
    /// Most requests that may wait for an engine at once; past that new ones are answered 503 at once.
    public var queueLength = 256
    /// Most live sessions (`GET /api/v1/live`) open at once; past that, upgrades are answered 503.
    public var liveSessions = 64
    /// Largest message, text or binary, a live session takes.
    public var liveMessageBytes = 1 << 20
    /// Most voice enrolments (`PUT /api/v1/voice`) that may wait while one is fitted; past that, 503.
    public var enrolmentsWaiting = 4
    /// Most learners' own models (MLLR then MAP) kept loaded between their attempts, besides those in use; 0: the
    /// server fits none and hears enrolled learners with their speaker transform alone (MLLR), as before MAP.
    public var learnerModels = 4
    /// Seconds a connection may stay silent (between requests, or part-way through one) before it is closed.
    public var idleSeconds = 30.0

    /// The largest request body: the two parts plus room for the other fields and the multipart framing.
    public var bodyBytes: Int { audioBytes + recordingBytes + 64 * 1024 }

    public init() {}
}
