import Crypto
import Foundation
import _CryptoExtras

/// A teacher's password as the store keeps it: scrypt of the password with a random salt, written with its
/// parameters (`scrypt$N$r$p$salt$key`, salt and key in base64) so that stronger parameters can be chosen later
/// without making the hashes already stored unreadable.
public struct PasswordHash: Hashable, Sendable, CustomStringConvertible {
    /// scrypt's cost parameters: `rounds` (N, a power of two), `blockSize` (r) and `parallelism` (p).
    public struct Parameters: Hashable, Sendable {
        public var rounds: Int
        public var blockSize: Int
        public var parallelism: Int

        /// N = 2^15, r = 8, p = 1: 32 MiB and about a tenth of a second per sign-in on one core.
        public static let standard = Parameters(rounds: 1 << 15, blockSize: 8, parallelism: 1)

        public init(rounds: Int, blockSize: Int, parallelism: Int) {
            self.rounds = rounds
            self.blockSize = blockSize
            self.parallelism = parallelism
        }
    }

    public var parameters: Parameters
    public var salt: [UInt8]
    public var key: [UInt8]

    /// Hashes `password` with a new random salt.
    /// - Throws: ``AccessError`` when the password is empty or scrypt refuses the parameters.
    public init(password: String, parameters: Parameters = .standard) throws(AccessError) {
        guard !password.isEmpty else { throw AccessError(field: "password", problem: "is empty") }
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        self.init(parameters: parameters, salt: salt, key: try Self.derive(password, salt: salt, parameters: parameters))
    }

    /// Reads a hash as ``description`` writes it.
    /// - Throws: ``AccessError`` on field `passwordHash` when the text is not such a hash.
    public init(parsing text: String) throws(AccessError) {
        let parts = text.split(separator: "$", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 6, parts[0] == "scrypt", let rounds = Int(parts[1]), let blockSize = Int(parts[2]),
            let parallelism = Int(parts[3]), let salt = Data(base64Encoded: parts[4]),
            let key = Data(base64Encoded: parts[5]), !key.isEmpty
        else {
            throw AccessError(field: "passwordHash", problem: "is not a scrypt hash (scrypt$N$r$p$salt$key)")
        }
        self.init(
            parameters: Parameters(rounds: rounds, blockSize: blockSize, parallelism: parallelism),
            salt: Array(salt), key: Array(key))
    }

    public init(parameters: Parameters, salt: [UInt8], key: [UInt8]) {
        self.parameters = parameters
        self.salt = salt
        self.key = key
    }

    public var description: String {
        "scrypt$\(parameters.rounds)$\(parameters.blockSize)$\(parameters.parallelism)$"
            + "\(Data(salt).base64EncodedString())$\(Data(key).base64EncodedString())"
    }

    /// Whether `password` is the one hashed, compared in constant time.
    public func matches(_ password: String) -> Bool {
        guard let derived = try? Self.derive(password, salt: salt, parameters: parameters, length: key.count),
            derived.count == key.count
        else { return false }
        return zip(derived, key).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private static func derive(_ password: String, salt: [UInt8], parameters: Parameters, length: Int = 32)
        throws(AccessError) -> [UInt8]
    {
        do {
            let key = try KDF.Scrypt.deriveKey(
                from: Array(password.utf8), salt: salt, outputByteCount: length, rounds: parameters.rounds,
                blockSize: parameters.blockSize, parallelism: parameters.parallelism)
            return key.withUnsafeBytes { Array($0) }
        } catch {
            throw AccessError(field: "passwordHash", problem: "scrypt refused its parameters: \(error)")
        }
    }
}
