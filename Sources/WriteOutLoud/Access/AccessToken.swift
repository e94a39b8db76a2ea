import Foundation

/// An unguessable secret handed to one holder (a learner's practice link, a teacher's session): 32 random bytes
/// in URL-safe base64. The store keeps only its ``digest``, so a copy of the database lets nobody act as a
/// learner or a signed-in teacher.
public struct AccessToken: Hashable, Sendable, CustomStringConvertible {
    /// The token as the holder presents it.
    public let text: String

    /// A new random token.
    public init() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        text = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// A token as a client presented it; nil unless it has the shape of one (43 URL-safe base64 characters).
    public init?(presented text: String) {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        guard text.count == 43, text.allSatisfy(allowed.contains) else { return nil }
        self.text = text
    }

    /// What the store keeps and looks the token up by: its SHA-256, in hex.
    public var digest: String { SHA256.hex(Array(text.utf8)) }

    public var description: String { text }
}
