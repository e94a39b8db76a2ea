import Foundation

/// How the engine and its tools write JSON: keys sorted, so output is stable and two runs diff cleanly, and
/// slashes and Chinese left as they are, so file paths and stroke names stay readable.
public enum SortedJSON {
    /// A new encoder with that formatting.
    /// - Parameter pretty: indent for people (files meant to be read); one line otherwise.
    public static func encoder(pretty: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
