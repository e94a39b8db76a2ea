import Foundation
import Testing
import WriteOutLoud

/// `wol teachers` and `wol learners`: a class set up from the command line, as docs/security.md describes.
@Suite struct ClassCommandTests {
    @Test func aClassIsSetUpAndALinkRenewedAndRevoked() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("wol-class-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: store) }

        let added = try WOLProcess.run(["teachers", "add", "Ms Wang", "--store", store], input: "ms wang's password\n")
        #expect(added.status == 0, "stderr: \(added.stderr)")
        #expect(added.stdout == "Added teacher Ms Wang.\n")
        let again = try WOLProcess.run(["teachers", "add", "Ms Wang", "--store", store], input: "another password\n")
        #expect(again.status == 1)
        #expect(again.stderr == "wol teachers add: name: a teacher named Ms Wang exists already\n")
        let short = try WOLProcess.run(["teachers", "add", "Mr Li", "--store", store], input: "short\n")
        #expect(short.status == 1)
        #expect(short.stderr == "wol teachers add: password: must be at least 10 characters\n")
        let kept = try #require(try SQLiteProgressStore(path: store).passwordHash(teacher: "Ms Wang"))
        #expect(kept.parameters == .standard)
        #expect(kept.matches("ms wang's password"))

        let changed = try WOLProcess.run(["teachers", "passwd", "Ms Wang", "--store", store], input: "her new password\n")
        #expect(changed.status == 0, "stderr: \(changed.stderr)")
        #expect(changed.stdout == "Changed the password of Ms Wang; their sessions are ended.\n")
        let rehashed = try #require(try SQLiteProgressStore(path: store).passwordHash(teacher: "Ms Wang"))
        #expect(rehashed.matches("her new password") && !rehashed.matches("ms wang's password"))
        let nobody = try WOLProcess.run(["teachers", "passwd", "Nobody", "--store", store], input: "a long password\n")
        #expect(nobody.status == 1)
        #expect(nobody.stderr == "wol teachers passwd: name: there is no teacher named Nobody\n")
        let tooShort = try WOLProcess.run(["teachers", "passwd", "Ms Wang", "--store", store], input: "short\n")
        #expect(tooShort.status == 1)
        #expect(tooShort.stderr == "wol teachers passwd: password: must be at least 10 characters\n")

        let link = try WOLProcess.run(
            ["learners", "add", "ana", "--teacher", "Ms Wang", "--url", "http://school.test:8080", "--store", store])
        #expect(link.status == 0, "stderr: \(link.stderr)")
        let first = try #require(Self.token(link.stdout, base: "ana\thttp://school.test:8080/#token="))
        #expect(try SQLiteProgressStore(path: store).learner(token: first)?.name == "ana")

        let stranger = try WOLProcess.run(["learners", "add", "bo", "--teacher", "Nobody", "--store", store])
        #expect(stranger.status == 1)
        #expect(stranger.stderr == "wol learners add: teacher: there is no teacher named Nobody\n")

        let renewed = try WOLProcess.run(["learners", "revoke", "ana", "--renew", "--store", store])
        #expect(renewed.status == 0, "stderr: \(renewed.stderr)")
        let second = try #require(Self.token(renewed.stdout, base: "ana\thttp://127.0.0.1:8080/#token="))
        #expect(try SQLiteProgressStore(path: store).learner(token: first) == nil)
        #expect(try SQLiteProgressStore(path: store).learner(token: second)?.name == "ana")

        let revoked = try WOLProcess.run(["learners", "revoke", "ana", "--store", store])
        #expect(revoked.stdout == "Revoked ana's practice link.\n")
        #expect(try SQLiteProgressStore(path: store).learner(token: second) == nil)
        #expect(try WOLProcess.run(["learners", "list", "--teacher", "Ms Wang", "--store", store]).stdout == "ana\tMs Wang\tno link\tvoice not lent\n")
        #expect(try WOLProcess.run(["teachers", "list", "--store", store]).stdout == "Ms Wang\t1 learner(s)\n")

        let removed = try WOLProcess.run(["teachers", "remove", "Ms Wang", "--store", store])
        #expect(removed.status == 0, "stderr: \(removed.stderr)")
        #expect(try WOLProcess.run(["teachers", "list", "--store", store]).stdout.isEmpty)
    }

    /// The token of the one link printed, checking that it is the only line, names the learner and points
    /// where asked.
    private static func token(_ stdout: String, base: String) -> AccessToken? {
        let lines = stdout.split(separator: "\n")
        guard lines.count == 1, lines[0].hasPrefix(base) else { return nil }
        return AccessToken(presented: String(lines[0].dropFirst(base.count)))
    }
}
