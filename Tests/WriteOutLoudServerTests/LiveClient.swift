import Foundation
import HummingbirdWSClient
import Logging
import Synchronization
import WriteOutLoud

/// A live-session client for tests: sends its messages in order over `ws://127.0.0.1:PORT/api/v1/live` and
/// keeps every text reply until the server closes the socket.
struct LiveClient {
    enum Message: Sendable {
        case text(String)
        case binary([UInt8])
        /// Waits for a reply of this type (`ready`, `verdict` …), then runs the action before sending on.
        case after(String, @Sendable () async throws -> Void)
    }

    let port: Int

    /// The replies, each parsed from JSON.
    func exchange(_ messages: [Message]) async throws -> [LiveReplyText] {
        let replies = Mutex([LiveReplyText]())
        try await WebSocketClient.connect(
            url: "ws://127.0.0.1:\(port)/api/v1/live", configuration: .init(maxFrameSize: 1 << 20),
            logger: Logger(label: "live-test")
        ) { inbound, outbound, _ in
            var received = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
            for message in messages {
                switch message {
                case .text(let text): try await outbound.write(.text(text))
                case .binary(let bytes): try await outbound.write(.binary(.init(bytes: bytes)))
                case .after(let type, let action):
                    while let reply = try await received.next() {
                        guard case .text(let text) = reply else { continue }
                        replies.withLock { $0.append(LiveReplyText(text)) }
                        if LiveReplyText(text).type == type { break }
                    }
                    try await action()
                }
            }
            while let reply = try await received.next() {
                guard case .text(let text) = reply else { continue }
                replies.withLock { $0.append(LiveReplyText(text)) }
            }
        }
        return replies.withLock { $0 }
    }

    /// A fixture's attempt as a page would stream it: 0.1 s of voice at a time, each stroke sent once the voice
    /// has reached its pen-up, then `end`; in a learner's name when `start` carries their link's `token` (and,
    /// if given, `learner`); `recordedAt` in place of the fixture's own.
    static func messages(
        forFixture name: String, audio: Bool = true, lang: String = "en", token: String? = nil, learner: String? = nil,
        recordedAt: String? = nil
    ) throws -> [Message] {
        let recording = try RecordingLoader.decode(try Repository.fixture("\(name).json"), file: name)
        var start: [String: Any] = [
            "type": "start", "character": recording.character, "lang": lang,
            "ink": ["width": recording.ink.width, "height": recording.ink.height],
        ]
        if let token { start["token"] = token }
        if let learner { start["learner"] = learner }
        if let recordedAt = recordedAt ?? recording.recordedAt { start["recordedAt"] = recordedAt }
        var messages: [Message] = []
        var strokes = recording.ink.strokes.map(stroke)
        var strokeEnds = recording.ink.strokes.map { $0.end ?? 0 }
        if audio {
            let voice = try AudioFile.read(Repository.fixtures.appendingPathComponent("\(name).wav"))
            let offset = recording.audio?.offset ?? 0
            start["audio"] = ["sampleRate": voice.sampleRate, "offset": offset]
            messages.append(.text(json(start)))
            let chunk = Int(voice.sampleRate / 10)
            for from in stride(from: 0, to: voice.samples.count, by: chunk) {
                let samples = voice.samples[from..<min(from + chunk, voice.samples.count)]
                messages.append(.binary(pcm(samples)))
                let reached = Double(from + samples.count) / voice.sampleRate + offset
                while let end = strokeEnds.first, end <= reached {
                    messages.append(.text(strokes.removeFirst()))
                    strokeEnds.removeFirst()
                }
            }
        } else {
            messages.append(.text(json(start)))
        }
        messages += strokes.map { .text($0) }
        messages.append(.text(#"{"type":"end"}"#))
        return messages
    }

    static func stroke(_ stroke: InkStroke) -> String {
        json(["type": "stroke", "points": stroke.points.map { point -> [String: Double] in
            var fields = ["x": point.x, "y": point.y, "t": point.t]
            fields["force"] = point.force
            fields["altitude"] = point.altitude
            fields["azimuth"] = point.azimuth
            return fields
        }])
    }

    static func json(_ object: [String: Any]) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// 16-bit little-endian samples, the inverse of libsndfile's reading of a 16-bit WAV.
    static func pcm(_ samples: ArraySlice<Float>) -> [UInt8] {
        samples.flatMap { sample -> [UInt8] in
            let value = UInt16(bitPattern: Int16(max(-32768, min(32767, (sample * 32768).rounded()))))
            return [UInt8(value & 0xFF), UInt8(value >> 8)]
        }
    }
}

/// One reply of a live session, as received.
struct LiveReplyText: Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    /// The reply's JSON object.
    var object: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    var type: String { object["type"] as? String ?? "" }
}
