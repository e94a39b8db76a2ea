import Foundation

/// Slows down password guessing: failed sign-ins are counted per teacher name and per client address, and past
/// a few free failures each further one locks that name (or address) for twice as long as the last, so guessing
/// a password from one address, or one teacher's password from many, soon waits minutes per try. A success
/// clears the name's count. Counts live in this server's memory (docs/security.md says what that means behind
/// a proxy).
actor SignInThrottle {
    private struct Record {
        var failures = 0
        var lockedUntil = Date.distantPast
        var lastFailure = Date.distantPast
    }

    private let settings: AccessSettings
    private var records: [String: Record] = [:]

    init(settings: AccessSettings) {
        self.settings = settings
    }

    /// Seconds until a sign-in for `name` from `address` may be tried, or nil when it may be tried now.
    func wait(name: String, address: String, now: Date) -> Double? {
        let until = [Self.key(name: name), Self.key(address: address)]
            .compactMap { records[$0]?.lockedUntil }.max() ?? .distantPast
        return until > now ? until.timeIntervalSince(now) : nil
    }

    /// Counts a failed sign-in, locking the name or the address once past its free failures.
    func failed(name: String, address: String, now: Date) {
        if records.count > 10_000 { forgetIdle(now: now) }
        for (key, free) in [(Self.key(name: name), settings.freeFailuresPerName),
                            (Self.key(address: address), settings.freeFailuresPerAddress)] {
            var record = records[key] ?? Record()
            record.failures += 1
            record.lastFailure = now
            if record.failures > free {
                let seconds = settings.firstLockSeconds * pow(2, Double(min(record.failures - free - 1, 30)))
                record.lockedUntil = now.addingTimeInterval(min(seconds, settings.longestLockSeconds))
            }
            records[key] = record
        }
    }

    /// Clears the name's failures after a successful sign-in.
    func succeeded(name: String) {
        records[Self.key(name: name)] = nil
    }

    /// Drops records whose lock ended and that saw no failure for an hour, so the table stays small.
    private func forgetIdle(now: Date) {
        records = records.filter { $0.value.lockedUntil > now || now.timeIntervalSince($0.value.lastFailure) < 3600 }
    }

    private static func key(name: String) -> String { "name:" + name.lowercased() }
    private static func key(address: String) -> String { "address:" + address }
}
