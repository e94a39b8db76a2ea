import Foundation

/// Mono audio written as a WAV file a browser's `<audio>` element plays.
public enum WAVEncoding {
    /// The samples as 16-bit little-endian PCM in a 44-byte RIFF header; samples beyond −1…1 are clipped.
    public static func pcm16(_ audio: AudioBuffer) -> Data {
        let rate = UInt32(audio.sampleRate.rounded())
        let dataBytes = UInt32(audio.samples.count * 2)
        var data = Data(capacity: 44 + Int(dataBytes))
        func append(_ text: String) { data.append(contentsOf: Array(text.utf8)) }
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        append("RIFF"); append32(36 + dataBytes); append("WAVE")
        append("fmt "); append32(16); append16(1); append16(1); append32(rate); append32(rate * 2); append16(2); append16(16)
        append("data"); append32(dataBytes)
        for sample in audio.samples {
            append16(UInt16(bitPattern: Int16((max(-1, min(1, sample)) * 32767).rounded())))
        }
        return data
    }
}
