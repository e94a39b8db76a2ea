/// When a recording was made, as the recording format writes `recordedAt`: an RFC 3339 date and time
/// (`2026-03-02T10:15:00+01:00`, `2026-03-02T09:15:00Z`, with an optional fraction of a second), or an ISO-8601
/// calendar date alone (`2026-03-02`). Nothing before or after it: what is stored is what it claims to be.
public enum RecordedTime {
    /// An example of the form, for messages.
    public static let example = "2026-03-02T10:15:00+01:00"

    /// What is wrong with `text` when ``day(of:)`` refuses it, for an error on field `recordedAt`.
    public static func problem(with text: String) -> String {
        "is not a date and time such as \(example) (RFC 3339) or a date, got \"\(text.prefix(64))\""
    }

    /// The `YYYY-MM-DD` day `text` is on, in the offset it was written with; nil unless the whole of `text` is
    /// such a date and time, or such a date, that exists on the calendar.
    public static func day(of text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, let year = number(bytes, 0, 4), bytes[4] == dash, let month = number(bytes, 5, 2),
            bytes[7] == dash, let day = number(bytes, 8, 2), (1...12).contains(month),
            (1...days(inMonth: month, year: year)).contains(day)
        else { return nil }
        let date = String(decoding: bytes[0..<10], as: UTF8.self)
        if bytes.count == 10 { return date }
        guard bytes.count >= 20, bytes[10] == 0x54 || bytes[10] == 0x74, let hour = number(bytes, 11, 2),
            bytes[13] == colon, let minute = number(bytes, 14, 2), bytes[16] == colon,
            let second = number(bytes, 17, 2), hour <= 23, minute <= 59, second <= 60
        else { return nil }
        var index = 19
        if bytes[index] == 0x2E {
            index += 1
            let digits = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > digits else { return nil }
        }
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case 0x5A, 0x7A:
            index += 1
        case 0x2B, dash:
            guard let offsetHours = number(bytes, index + 1, 2), index + 3 < bytes.count, bytes[index + 3] == colon,
                let offsetMinutes = number(bytes, index + 4, 2), offsetHours <= 23, offsetMinutes <= 59
            else { return nil }
            index += 6
        default:
            return nil
        }
        return index == bytes.count ? date : nil
    }

    private static let dash: UInt8 = 0x2D
    private static let colon: UInt8 = 0x3A

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// The `count` ASCII digits at `start` as a number; nil past the end or at anything but a digit.
    private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
