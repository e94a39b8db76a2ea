import Hummingbird

/// How the server sends a page it renders from what learners sent (a lesson report, an upload's HTML report):
/// with its security policy as real headers, so that no script runs in it, nothing is fetched from it, no
/// other site frames it, browsers take it for nothing but HTML, and no cache or link passes it on.
enum ReportPageHeaders {
    /// Inline styles only (the pages are self-contained, with inline CSS and SVG).
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// A 200 response holding the page.
    static func response(_ page: String) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8", .contentSecurityPolicy: contentSecurityPolicy,
                .init("X-Content-Type-Options")!: "nosniff", .init("Referrer-Policy")!: "no-referrer",
                .cacheControl: "private, no-store",
            ],
            body: .init(byteBuffer: ByteBuffer(string: page)))
    }
}
