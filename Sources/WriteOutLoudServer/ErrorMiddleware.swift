import Hummingbird
import NIOCore

/// Makes every failure a JSON error (`{"error": {"field", "problem"}}`), including the router's own 404s, and
/// closes the connection of a client whose body did not arrive in time, or was too large, once its 408 or 413
/// is sent.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(
        _ request: Request, context: ServerContext, next: (Request, ServerContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            // A body that came too slowly, or is too large to read, is left unread: the connection cannot carry
            // another request, so it is closed once the answer is out.
            if error.status == .requestTimeout || (error.status == .contentTooLarge && error.field == "(body)") {
                let channel = context.channel
                channel.eventLoop.scheduleTask(in: .seconds(1)) { channel.close(promise: nil) }
            }
            throw error
        } catch let error as HTTPError {
            if error.status == .notFound, let allowed = RouteTable.methods(for: request.uri.path),
                !allowed.contains(request.method)
            {
                throw APIError(
                    .methodNotAllowed, field: "(request)",
                    problem: "\(request.method) is not allowed here; use \(allowed.map(\.rawValue).joined(separator: " or "))",
                    headers: [.allow: allowed.map(\.rawValue).joined(separator: ", ")])
            }
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
