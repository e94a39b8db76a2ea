import Hummingbird
import NIOCore

/// Makes every failure a JSON error (`{"error": {"field", "problem"}}`), including the router's own 404s, and
/// closes the connection of a client whose body did not arrive in time once its 408 is sent.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(
        _ request: Request, context: ServerContext, next: (Request, ServerContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            if error.status == .requestTimeout {
                let channel = context.channel
                channel.eventLoop.scheduleTask(in: .seconds(1)) { channel.close(promise: nil) }
            }
            throw error
        } catch let error as HTTPError {
            throw APIError(error.status, field: "(request)", problem: error.body ?? Self.problem(error.status, request))
        } catch {
            context.logger.error("unexpected failure: \(error)")
            throw APIError(.internalServerError, field: "(server)", problem: "unexpected failure")
        }
    }

    private static func problem(_ status: HTTPResponse.Status, _ request: Request) -> String {
        status == .notFound ? "\(request.method) \(request.uri.path) is not part of this API" : status.reasonPhrase
    }
}
