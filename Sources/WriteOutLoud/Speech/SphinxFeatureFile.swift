import Foundation

/// A recording's cepstra in the Sphinx feature-file format (`.mfc`) that sphinxtrain's `bw` reads: the
/// number of values as a big-endian 32-bit integer, then every frame's coefficients as big-endian 32-bit
/// floats. Written from the decoder's own front end, so adaptation and enrolment see exactly what the
/// decoder searches.
public struct SphinxFeatureFile: Sendable {
    /// Coefficients per frame.
    public let width: Int
    /// Every frame's coefficients, row after row.
    public let values: [Float]

    public var frameCount: Int { width == 0 ? 0 : values.count / width }

    public init(width: Int, values: [Float]) {
        self.width = width
        self.values = values
    }

    /// The file's bytes.
    public var data: Data {
        var bytes = Data(capacity: 4 + values.count * 4)
        withUnsafeBytes(of: UInt32(values.count).bigEndian) { bytes.append(contentsOf: $0) }
        for value in values {
            withUnsafeBytes(of: value.bitPattern.bigEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }

    /// Writes the file, replacing any file of that name.
    /// - Throws: ``SpeechError`` naming the file when it cannot be written.
    public func write(to url: URL) throws(SpeechError) {
        do {
            try data.write(to: url)
        } catch {
            throw SpeechError(subject: url.path, reason: .invalidInput("cannot be written: \(error.localizedDescription)"))
        }
    }
}
