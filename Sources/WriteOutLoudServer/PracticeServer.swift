import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// The `wol serve` web server: the practice page at `/`, teachers' sign-in at `/signin` and review at `/review`, the HTTP API under
/// `/api/v1/` (docs/openapi.yaml) and the live session's WebSocket at `/api/v1/live`.
public struct PracticeServer: Sendable {
    public let engine: PracticeEngine
    public let limits: ServerLimits
    private let page: PageAssets
    private let live: LiveRoutes
    private let access: AccessControl

    /// - Parameter access: how teachers' sessions and sign-in are guarded.
    /// - Throws: when the page's files are missing from the build.
    public init(engine: PracticeEngine, limits: ServerLimits = ServerLimits(), access: AccessSettings = AccessSettings())
        throws
    {
        self.engine = engine
        self.limits = limits
        page = try PageAssets()
        self.access = AccessControl(store: engine.store, settings: access)
        live = LiveRoutes(engine: engine, limits: limits, access: self.access)
    }

    /// The routes, answering every failure with a JSON error; `HEAD` wherever `GET` is answered, as `GET`
    /// would be, without the body.
    public func router() -> Router<ServerContext> {
        let router = Router(context: ServerContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: ErrorMiddleware())
        let page = page
        router.get("/") { _, _ in try page.response("index.html") }
        router.get("/signin") { _, _ in try page.response("signin.html") }
        router.get("/review") { _, _ in try page.response("review.html") }
        router.get("/page/{file}") { _, context in try page.response(context.parameters.get("file") ?? "") }
        AnalysisRoutes(engine: engine, limits: limits, access: access).register(on: router)
        LibraryRoutes(engine: engine, access: access).register(on: router)
        SessionRoutes(access: access).register(on: router)
        ReviewRoutes(access: access).register(on: router)
        VoiceRoutes(engine: engine, limits: limits, access: access).register(on: router)
        ReplayRoutes(access: access).register(on: router)
        ConsentRoutes(access: access).register(on: router)
        live.register(on: router)
        return router
    }

    /// The routes a WebSocket handshake is matched against: the live session only.
    public func webSocketRouter() -> Router<ServerContext> {
        let router = Router(context: ServerContext.self)
        router.add(middleware: ErrorMiddleware())
        live.register(onUpgrades: router)
        return router
    }

    /// The application, listening on `host`:`port` (port 0 picks a free one) and closing silent connections.
    /// With a store, it checks every `calibrationCheckSeconds` for a newly activated calibration and judges with it.
    /// It logs warnings and errors only (set `LOG_LEVEL` to see more).
    /// - Parameter onRunning: called with the port once the server accepts connections.
    public func application(
        host: String, port: Int, calibrationCheckSeconds: Double = 10,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        var logger = Logger(label: "wol")
        logger.logLevel = Environment().get("LOG_LEVEL").flatMap(Logger.Level.init(rawValue:)) ?? .warning
        let watch = CalibrationWatch(judge: engine.judge, seconds: calibrationCheckSeconds, logger: logger)
        return Application(
            router: router(),
            server: serverBuilder(),
            configuration: .init(address: .hostname(host, port: port), serverName: "wol"),
            services: engine.store == nil ? [] : [watch],
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger)
    }

    /// Runs ``application(host:port:calibrationCheckSeconds:onRunning:)`` until SIGTERM or SIGINT, then lets the
    /// requests under way finish for up to `shutdownSeconds` before cancelling them: a request stuck on a database
    /// that went away must not keep the process from stopping. Once stopped, it removes the learner models the
    /// engine built in the temporary directory (``LearnerModelDecoders/removeCache()``).
    public func run(
        host: String, port: Int, calibrationCheckSeconds: Double = 10, shutdownSeconds: Int = 20,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let app = application(
            host: host, port: port, calibrationCheckSeconds: calibrationCheckSeconds, onRunning: onRunning)
        var configuration = ServiceGroupConfiguration(
            services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: app.logger)
        configuration.maximumGracefulShutdownDuration = .seconds(shutdownSeconds)
        defer { engine.learnerModels.removeCache() }
        try await ServiceGroup(configuration: configuration).run()
    }

    /// HTTP/1 with the live session's WebSocket upgrade, closing connections that stay silent.
    private func serverBuilder() -> HTTPServerBuilder {
        let webSocketResponder = webSocketRouter().buildResponder()
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(
                additionalChannelHandlers: [HangUpWatcher()],
                idleTimeout: .milliseconds(Int64(limits.idleSeconds * 1000))),
            ws: .init(maxFrameSize: limits.liveMessageBytes))
        let seconds = limits.idleSeconds
        return HTTPServerBuilder { responder in
            FirstRequestGuardedChannel(
                inner: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder, configuration: configuration),
                seconds: seconds)
        }
    }
}
