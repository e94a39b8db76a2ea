import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import WriteOutLoud

/// `GET /api/v1/live`: the WebSocket on which each stroke is judged as it lands (docs/api.md).
///
/// One task per connection reads the client's messages in order through a ``LiveSession``; verdicts are sent
/// as soon as they are computed, voice decodes run on the shared engines beside it, and a single writer task
/// sends every reply so frames never interleave.
struct LiveRoutes: Sendable {
    let engine: PracticeEngine
    let limits: ServerLimits
    let access: AccessControl
    let sessions: LiveSessionCount

    init(engine: PracticeEngine, limits: ServerLimits, access: AccessControl) {
        self.engine = engine
        self.limits = limits
        self.access = access
        sessions = LiveSessionCount(limit: limits.liveSessions)
    }

    /// The upgrade, on the router that sees WebSocket handshakes. A refused handshake can only be answered
    /// with a bare 400, so a session past the limit is accepted and then told why it is closed.
    func register(onUpgrades router: Router<ServerContext>) {
        router.ws("/api/v1/live") { inbound, outbound, _ in
            await run(inbound: inbound, outbound: outbound)
        }
    }

    /// A plain `GET` of the path, without the upgrade: 426, saying what it needs.
    func register(on router: Router<ServerContext>) {
        router.get("/api/v1/live") { _, _ -> Response in
            throw APIError(
                .init(code: 426, reasonPhrase: "Upgrade Required"), field: "Upgrade",
                problem: "this path is a WebSocket: connect with Upgrade: websocket",
                headers: [.upgrade: "websocket", .connection: "Upgrade"])
        }
    }

    private func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        guard sessions.enter() else {
            let problem = "\(limits.liveSessions) live sessions are open, the most this server holds: try again later"
            try? await outbound.write(.text(Self.text(.error(field: "(server)", problem: problem))))
            return
        }
        defer { sessions.leave() }
        let presence = LivePresence()
        defer { presence.leave() }
        let (replies, sender) = AsyncStream<String>.makeStream()
        let writer = Task {
            for await text in replies { try? await outbound.write(.text(text)) }
        }
        var decodes: [Task<Void, Never>] = []
        var session = LiveSession(engine: engine, limits: limits)
        var finished: LiveAttempt?
        do {
            for try await message in inbound.messages(maxSize: limits.liveMessageBytes) {
                let step: LiveSession.Step
                switch message {
                case .text(let text): step = session.receive(text: text, learner: await learner(startedBy: text))
                case .binary(let bytes): step = session.receive(audio: bytes)
                }
                step.replies.forEach { sender.yield(Self.text($0)) }
                for (window, audio) in step.decodes {
                    decodes.append(Task { [engine] in
                        if let reply = await Self.heard(window, in: audio, engine: engine, for: presence) {
                            sender.yield(Self.text(reply))
                        }
                    })
                }
                if let attempt = step.finished {
                    finished = attempt
                    break
                }
            }
        } catch {
            sender.yield(Self.text(.error(field: "(message)", problem: "cannot be read: \(error)")))
        }
        if let finished {
            for decode in decodes { await decode.value }
            sender.yield(Self.text(await report(finished, for: presence)))
        }
        sender.finish()
        await writer.value
    }

    /// Whom a `start` message's attempt is for: the learner its `token` proves (and its `learner` names, if
    /// it does), or nobody in particular; nil for any other message.
    private func learner(startedBy text: String) async -> Result<String?, APIError> {
        guard let start = try? JSONDecoder().decode(LiveStartIdentity.self, from: Data(text.utf8)),
            start.type == "start"
        else { return .success(nil) }
        do {
            let named = try AttemptFields.learner(start.learner)
            return .success(try await access.attemptLearner(token: start.token, claimed: named))
        } catch {
            return .failure(error)
        }
    }

    /// The finished attempt's report, analysed and stored as an upload of it would be, except that an attempt
    /// stopped early is judged in the writing box the page gave, so its verdicts are those the page showed.
    /// An attempt in a learner's name is refused (on `token`) when their link was revoked since its `start`.
    private func report(_ attempt: LiveAttempt, for client: LivePresence) async -> LiveReply {
        do {
            if let token = attempt.token { _ = try await access.attemptLearner(token: token, claimed: attempt.learner) }
            let analysis = try await engine.analyze(
                attempt.recording(), audio: attempt.audio, language: attempt.language, writingBox: attempt.box,
                for: client)
            return .report(analysis.report)
        } catch {
            return .error(field: error.field, problem: error.problem)
        }
    }

    /// What was heard in one stroke's voice window, nil when the server has no speech model or the client left
    /// while the decode waited for an engine.
    private static func heard(
        _ window: LiveVoiceWindow, in audio: AudioBuffer, engine: PracticeEngine, for client: LivePresence
    ) async -> LiveReply? {
        guard let transcription = try? await engine.transcribe(
            audio, expecting: [window.expected], learner: window.learner, for: client),
            let result = transcription.expected?.first
        else { return nil }
        let word = transcription.words?.first { $0.word == result.heard && $0.start == result.start }
        return .heard(
            drawn: window.drawn, index: window.index, heard: result.heard, heardName: word?.name,
            matched: result.matched)
    }

    private static func text(_ reply: LiveReply) -> String {
        (try? reply.json()) ?? #"{"type":"error","field":"(server)","problem":"the reply could not be encoded"}"#
    }
}
