import Foundation
import Hummingbird

/// The practice page's files, shipped as resources of this module and served with a strict content security
/// policy: everything comes from this server, nothing runs inline, nothing from elsewhere.
struct PageAssets: Sendable {
    /// Files the page is made of, by name, with their media types.
    static let mediaTypes = [
        "index.html": "text/html; charset=utf-8",
        "app.js": "text/javascript; charset=utf-8",
        "voice.js": "text/javascript; charset=utf-8",
        "recorder-worklet.js": "text/javascript; charset=utf-8",
        "style.css": "text/css; charset=utf-8",
        "signin.html": "text/html; charset=utf-8",
        "signin.js": "text/javascript; charset=utf-8",
        "review.html": "text/html; charset=utf-8",
        "review.js": "text/javascript; charset=utf-8",
    ]

    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "media-src 'self' blob:; worker-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    private let files: [String: Data]

    /// Reads every page file once, at start-up.
    /// - Throws: when a file is missing from the module's resources (a broken build).
    init() throws {
        var files: [String: Data] = [:]
        for name in Self.mediaTypes.keys {
            guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Page") else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Page/\(name)"])
            }
            files[name] = try Data(contentsOf: url)
        }
        self.files = files
    }

    /// The file as a response, or a 404 for a name that is not part of the page.
    func response(_ name: String) throws(APIError) -> Response {
        guard let data = files[name], let mediaType = Self.mediaTypes[name] else {
            throw APIError(.notFound, field: "(path)", problem: "\(name) is not part of the page")
        }
        return Response(
            status: .ok,
            headers: [
                .contentType: mediaType, .contentSecurityPolicy: Self.contentSecurityPolicy,
                .init("X-Content-Type-Options")!: "nosniff", .cacheControl: "no-cache",
                // A practice link's token is in the page's address: no other site is told it.
                .init("Referrer-Policy")!: "no-referrer",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
