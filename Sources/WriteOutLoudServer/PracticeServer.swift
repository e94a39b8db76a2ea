import Hummingbird
import Logging
import NIOCore

/// The `wol serve` web server: the practice page at `/` and the HTTP API under `/api/v1/` (docs/openapi.yaml).
public struct PracticeServer: Sendable {
    public let engine: PracticeEngine
    public let limits: ServerLimits
    private let page: PageAssets

    /// - Throws: when the page's files are missing from the build.
    public init(engine: PracticeEngine, limits: ServerLimits = ServerLimits()) throws {
        self.engine = engine
        self.limits = limits
        page = try PageAssets()
    }

    /// The routes, answering every failure with a JSON error.
    public func router() -> Router<ServerContext> {
        let router = Router(context: ServerContext.self)
        router.add(middleware: ErrorMiddleware())
        let page = page
        router.get("/") { _, _ in try page.response("index.html") }
        router.get("/page/{file}") { _, context in try page.response(context.parameters.get("file") ?? "") }
        AnalysisRoutes(engine: engine, limits: limits).register(on: router)
        LibraryRoutes(engine: engine).register(on: router)
        return router
    }

    /// The application, listening on `host`:`port` (port 0 picks a free one) and closing silent connections.
    /// It logs warnings and errors only (set `LOG_LEVEL` to see more).
    /// - Parameter onRunning: called with the port once the server accepts connections.
    public func application(
        host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        var logger = Logger(label: "wol")
        logger.logLevel = Environment().get("LOG_LEVEL").flatMap(Logger.Level.init(rawValue:)) ?? .warning
        return Application(
            router: router(),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [HangUpWatcher()],
                    idleTimeout: .milliseconds(Int64(limits.idleSeconds * 1000)))),
            configuration: .init(address: .hostname(host, port: port), serverName: "wol"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger)
    }
}
