import Foundation
import Hummingbird

/// A request the server will not or cannot answer, sent to the client as
/// `{"error": {"field": …, "problem": …}}` with its HTTP status.
///
/// `field` names the part of the request at fault (a multipart field, a JSON path inside the recording, a path
/// parameter or a header), so a client can show the learner or the developer exactly what to fix.
public struct APIError: Error, HTTPResponseError, Sendable, CustomStringConvertible {
    public var status: HTTPResponse.Status
    public var field: String
    public var problem: String
    /// Headers the answer needs besides the body: `Retry-After` on a 503, `Allow` on a 405.
    public var headers: HTTPFields

    public init(_ status: HTTPResponse.Status, field: String, problem: String, headers: HTTPFields = [:]) {
        self.status = status
        self.field = field
        self.problem = problem
        self.headers = headers
    }

    public var description: String { "\(status.code) \(field): \(problem)" }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = headers
        headers[.contentType] = "application/json; charset=utf-8"
        var body = try JSONOutput.data(ErrorBody(error: .init(field: field, problem: problem)))
        body.append(0x0A)
        let response = Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
        return request.method == .head ? response.createHeadResponse() : response
    }

    private struct ErrorBody: Encodable {
        struct Detail: Encodable {
            var field: String
            var problem: String
        }
        var error: Detail
    }
}
