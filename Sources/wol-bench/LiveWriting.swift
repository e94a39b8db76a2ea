import Foundation
import HummingbirdWSClient
import Logging
import Synchronization
import WriteOutLoud

/// One fixture's ink as a live session's messages, written to a server stroke by stroke.
struct LiveWriting: Sendable {
    var name: String
    var start: String
    var strokes: [String]

    /// Every paired fixture (`*.json` beside a `.wav`) in `folder` whose ink has at least two strokes.
    static func fixtures(in folder: URL) throws -> [LiveWriting] {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        } catch {
            throw BenchFailure("\(folder.path): cannot be read: \(error.localizedDescription)")
        }
        let writings = files.compactMap { file -> LiveWriting? in
            guard let recording = try? RecordingLoader.load(file, ignoringAudio: true).recording,
                recording.ink.strokes.count >= 2
            else { return nil }
            return LiveWriting(recording, name: file.deletingPathExtension().lastPathComponent)
        }
        guard !writings.isEmpty else { throw BenchFailure("\(folder.path): holds no fixture with two strokes or more") }
        return writings
    }

    init(_ recording: Recording, name: String) {
        self.name = name
        start = Self.json([
            "type": "start", "character": recording.character,
            "ink": ["width": recording.ink.width, "height": recording.ink.height],
        ])
        strokes = recording.ink.strokes.map { stroke in
            Self.json(["type": "stroke", "points": stroke.points.map { ["x": $0.x, "y": $0.y, "t": $0.t] }])
        }
    }

    /// Writes the attempt on a new session, a stroke every `pause` seconds, then ends it.
    /// - Returns: milliseconds from sending each stroke to receiving its verdict.
    /// - Throws: ``BenchFailure`` when the server cannot be reached, answers an error or closes early.
    func write(to url: String, pause: Double) async throws -> [Double] {
        let times = Mutex([Double]())
        let reported = Mutex(false)
        do {
            try await WebSocketClient.connect(
                url: url, configuration: .init(maxFrameSize: 1 << 20), logger: Logger(label: "wol-bench")
            ) { inbound, outbound, _ in
                var replies = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                try await outbound.write(.text(start))
                try await Self.await("ready", from: &replies, fixture: name)
                for stroke in strokes {
                    try await Task.sleep(for: .seconds(pause))
                    let sent = ContinuousClock.now
                    try await outbound.write(.text(stroke))
                    try await Self.await("verdict", from: &replies, fixture: name)
                    let elapsed = (ContinuousClock.now - sent) / .milliseconds(1)
                    times.withLock { $0.append(elapsed) }
                }
                try await outbound.write(.text(#"{"type":"end"}"#))
                try await Self.await("report", from: &replies, fixture: name)
                reported.withLock { $0 = true }
            }
        } catch let failure as BenchFailure {
            throw failure
        } catch where !reported.withLock({ $0 }) {
            throw BenchFailure("\(url): \(name): the session failed: \(error)")
        } catch {
            // The report arrived: the session's work is done, whatever happened while the socket closed.
        }
        return times.withLock { $0 }
    }

    /// Reads replies until one of `type`, skipping `heard`; an `error` reply or the end of the session fails.
    private static func await(
        _ type: String, from replies: inout WebSocketInboundMessageStream.AsyncIterator, fixture: String
    ) async throws {
        while let reply = try await replies.next() {
            guard case .text(let text) = reply,
                let kind = try? JSONDecoder().decode(ReplyKind.self, from: Data(text.utf8))
            else { continue }
            if kind.type == type { return }
            if kind.type == "error" {
                throw BenchFailure("\(fixture): the server answered an error while \(type) was awaited: \(text)")
            }
        }
        throw BenchFailure("\(fixture): the session closed while \(type) was awaited")
    }

    /// The one field of a reply the writer reads; decoded to a type of its own rather than cast from `Any`.
    private struct ReplyKind: Decodable {
        var type: String
    }

    private static func json(_ object: [String: Any]) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: object)) ?? Data(), as: UTF8.self)
    }
}
