internal import CSndFile
import Foundation

/// Reads audio files of any format libsndfile knows (WAV, FLAC, OGG/Vorbis, AIFF, …) into mono buffers.
public enum AudioFile {
    /// The shortest audio the engine accepts by default, in seconds: shorter than one spoken syllable.
    public static let defaultMinimumDuration = 0.1

    /// Reads an audio file, converts its samples to floats in −1…1 and averages its channels to mono.
    ///
    /// The sample rate is kept as it is in the file; call ``AudioBuffer/resampled(to:)`` to change it.
    /// - Parameters:
    ///   - url: the file to read.
    ///   - minimumDuration: files shorter than this many seconds are refused.
    /// - Returns: the mono samples at the file's own sample rate.
    /// - Throws: ``AudioError`` naming the file for a missing, empty, non-audio, truncated or too short file.
    /// - Complexity: O(*n*) in the number of samples.
    public static func read(_ url: URL, minimumDuration: Double = defaultMinimumDuration) throws(AudioError)
        -> AudioBuffer
    {
        let path = url.path
        func fail(_ reason: AudioError.Reason) -> AudioError { AudioError(file: path, reason: reason) }

        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            FileManager.default.isReadableFile(atPath: path)
        else { throw fail(.unreadable) }
        if let size = attributes[.size] as? NSNumber, size.intValue == 0 { throw fail(.empty) }

        var info = SF_INFO()
        guard let file = sf_open(path, Int32(SFM_READ), &info) else {
            throw fail(.notAudio(String(cString: sf_strerror(nil))))
        }
        defer { sf_close(file) }

        guard info.channels > 0 else { throw fail(.unsupported("\(info.channels) channels")) }
        guard info.samplerate > 0 else { throw fail(.unsupported("sample rate \(info.samplerate) Hz")) }
        if headerPromisesMoreData(file) { throw fail(.truncated) }
        guard info.frames > 0 else { throw fail(.noSamples) }

        let channels = Int(info.channels)
        let frames = Int(info.frames)
        var interleaved = [Float](repeating: 0, count: frames * channels)
        let framesRead = interleaved.withUnsafeMutableBufferPointer { buffer in
            Int(sf_readf_float(file, buffer.baseAddress, sf_count_t(frames)))
        }
        if sf_error(file) != 0 { throw fail(.decodingFailed(String(cString: sf_strerror(file)))) }
        guard framesRead == frames else { throw fail(.truncated) }

        let mono = downmix(interleaved, channels: channels)
        guard mono.allSatisfy(\.isFinite) else { throw fail(.invalidSamples) }
        let buffer = AudioBuffer(samples: mono, sampleRate: Double(info.samplerate))
        guard buffer.duration >= minimumDuration else {
            throw fail(.tooShort(duration: buffer.duration, minimum: minimumDuration))
        }
        return buffer
    }

    /// Averages interleaved channels into one.
    static func downmix(_ interleaved: [Float], channels: Int) -> [Float] {
        guard channels > 1 else { return interleaved }
        let scale = 1 / Float(channels)
        let frames = interleaved.count / channels
        return [Float](unsafeUninitializedCapacity: frames) { mono, count in
            interleaved.withUnsafeBufferPointer { source in
                for frame in 0..<frames {
                    var sum: Float = 0
                    for channel in 0..<channels { sum += source[frame * channels + channel] }
                    mono[frame] = sum * scale
                }
            }
            count = frames
        }
    }

    /// True when libsndfile noted that the header's data length exceeds the file (a cut-off WAV or AIFF).
    ///
    /// libsndfile quietly shortens such files to what is there; the engine would rather say so, since a
    /// cut-off recording loses the learner's last words.
    private static func headerPromisesMoreData(_ file: OpaquePointer) -> Bool {
        var log = [CChar](repeating: 0, count: 4096)
        let length = log.withUnsafeMutableBufferPointer { buffer in
            sf_command(file, Int32(SFC_GET_LOG_INFO), buffer.baseAddress, Int32(buffer.count))
        }
        guard length > 0 else { return false }
        let text = String(decoding: log.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: "\n").contains { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces).lowercased()
            return (trimmed.hasPrefix("data") || trimmed.hasPrefix("ssnd")) && trimmed.contains("should be")
        }
    }
}
