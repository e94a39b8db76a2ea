import Foundation
import Hummingbird
import NIOCore

/// Reads a request body whole, within a size limit and a time limit, so that neither a huge upload nor a client
/// that stops sending part-way can hold the server.
enum BodyReader {
    /// - Parameters:
    ///   - request: the request whose body to read.
    ///   - limit: most bytes accepted; a larger `Content-Length` is refused before anything is read, a body sent
    ///     without one (chunked) as soon as it grows past the limit.
    ///   - seconds: longest the whole body may take to arrive.
    /// - Throws: ``APIError`` 413 for a body over `limit`, 408 for one that did not arrive in time, 400 for a
    ///   connection that failed while sending.
    static func read(_ request: Request, limit: Int, seconds: Double) async throws(APIError) -> Data {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw tooLarge(limit)
        }
        let body = request.body
        let outcome: Result<ByteBuffer, APIError> = await withTaskGroup(of: Result<ByteBuffer, APIError>?.self) { group in
            group.addTask {
                do {
                    return .success(try await body.collect(upTo: limit))
                } catch let error as HTTPError where error.status == .contentTooLarge {
                    return .failure(tooLarge(limit))
                } catch is NIOTooManyBytesError {
                    // A body without Content-Length (chunked) that grew past the limit as it was read.
                    return .failure(tooLarge(limit))
                } catch {
                    return .failure(APIError(.badRequest, field: "(body)", problem: "could not be read: \(error)"))
                }
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return Task.isCancelled ? nil : .failure(timedOut(seconds))
            }
            var first: Result<ByteBuffer, APIError>?
            while first == nil, let next = await group.next() { first = next }
            group.cancelAll()
            return first ?? .failure(timedOut(seconds))
        }
        switch outcome {
        case .success(let buffer): return Data(buffer.readableBytesView)
        case .failure(let error): throw error
        }
    }

    private static func tooLarge(_ limit: Int) -> APIError {
        APIError(.contentTooLarge, field: "(body)", problem: "is larger than \(limit) bytes")
    }

    private static func timedOut(_ seconds: Double) -> APIError {
        APIError(.requestTimeout, field: "(body)", problem: "did not arrive within \(Int(seconds)) s")
    }
}
