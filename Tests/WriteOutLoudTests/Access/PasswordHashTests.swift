import Testing
import WriteOutLoud

/// Teachers' passwords are kept as salted scrypt hashes that carry their own parameters.
@Suite struct PasswordHashTests {
    /// Cheap parameters: the tests check the format and the comparison, not scrypt's cost.
    static let cheap = PasswordHash.Parameters(rounds: 1 << 10, blockSize: 8, parallelism: 1)

    @Test func theRightPasswordMatchesAndAnyOtherDoesNot() throws {
        let hash = try PasswordHash(password: "correct horse battery", parameters: Self.cheap)
        #expect(hash.matches("correct horse battery"))
        #expect(!hash.matches("correct horse batterY"))
        #expect(!hash.matches(""))
    }

    @Test func theTextKeepsParametersSaltAndKey() throws {
        let hash = try PasswordHash(password: "correct horse battery", parameters: Self.cheap)
        let text = hash.description
        #expect(text.hasPrefix("scrypt$1024$8$1$"))
        #expect(!text.contains("correct"))
        let read = try PasswordHash(parsing: text)
        #expect(read == hash)
        #expect(read.matches("correct horse battery"))
    }

    @Test func twoHashesOfOnePasswordDifferByTheirSalt() throws {
        let first = try PasswordHash(password: "same password", parameters: Self.cheap)
        let second = try PasswordHash(password: "same password", parameters: Self.cheap)
        #expect(first.salt != second.salt)
        #expect(first.key != second.key)
    }

    @Test(arguments: ["", "bcrypt$1$2$3$AA==$AA==", "scrypt$x$8$1$AA==$AA==", "scrypt$1024$8$1$AA==$"])
    func textThatIsNotAHashIsRefusedByField(_ text: String) {
        #expect(throws: AccessError(field: "passwordHash", problem: "is not a scrypt hash (scrypt$N$r$p$salt$key)")) {
            try PasswordHash(parsing: text)
        }
    }

    @Test func anEmptyPasswordIsRefused() {
        #expect(throws: AccessError(field: "password", problem: "is empty")) {
            try PasswordHash(password: "", parameters: Self.cheap)
        }
    }

    @Test func tokensAreUnguessableAndOnlyTheirDigestIsKept() {
        let tokens = (0..<100).map { _ in AccessToken() }
        #expect(Set(tokens).count == 100)
        for token in tokens {
            #expect(token.text.count == 43)
            #expect(AccessToken(presented: token.text) == token)
            #expect(token.digest.count == 64)
            #expect(!token.digest.contains(token.text))
        }
        #expect(AccessToken(presented: "short") == nil)
        #expect(AccessToken(presented: String(repeating: "a", count: 42) + "!") == nil)
    }
}
