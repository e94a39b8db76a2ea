import Foundation
import Hummingbird
import WriteOutLoud

/// JSON as every `wol` output writes it: sorted keys, unescaped slashes, readable Chinese.
enum JSONOutput {
    static func data(_ value: some Encodable, pretty: Bool = false) throws(APIError) -> Data {
        do {
            return try SortedJSON.encoder(pretty: pretty).encode(value)
        } catch {
            throw APIError(.internalServerError, field: "(response)", problem: "cannot be encoded: \(error)")
        }
    }

    /// A 200 response holding `value` as JSON and a newline.
    static func response(_ value: some Encodable, pretty: Bool = false) throws(APIError) -> Response {
        var body = try data(value, pretty: pretty)
        body.append(0x0A)
        return Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
