internal import CSndFile
import Foundation

/// Reads audio files into mono buffers: any format libsndfile knows (WAV, FLAC, Ogg Vorbis/Opus, AIFF, MP3, …)
/// and, through FFmpeg, what phones and browsers record (M4A/MP4 with AAC or ALAC, WebM/Matroska and Ogg with
/// Opus or Vorbis, CAF, AMR, ADTS AAC). The format is told from the bytes, never from the file's extension.
///
/// This is the one place audio enters the engine: the command-line tool, uploads and enrolment all read here.
public enum AudioFile {
    /// The shortest audio the engine accepts by default, in seconds: shorter than one spoken syllable.
    public static let defaultMinimumDuration = 0.1
    /// The longest audio the engine accepts by default, in seconds: far more than saying every stroke name of
    /// the longest character, and short enough that one file cannot hold a batch up for long.
    public static let defaultMaximumDuration = 600.0
    /// The largest file the engine reads, in bytes (the file is read into memory before it is decoded).
    public static let maximumFileSize = 256 << 20
    /// The most channels the engine averages to mono.
    static let maximumChannels = 64
    /// The most samples (over all channels) held in memory while decoding: 600 s of 48 kHz stereo. A small
    /// compressed file can otherwise claim a huge rate or many channels and expand to gigabytes.
    static let maximumSamples = 600 * 48_000 * 2

    /// Reads an audio file, converts its samples to floats in −1…1, averages its channels to mono and removes
    /// any constant (DC) offset, which a cheap microphone can leave large enough to hide the voice.
    ///
    /// The sample rate is kept as it is in the file; call ``AudioBuffer/resampled(to:)`` to change it.
    /// - Parameters:
    ///   - url: the file to read.
    ///   - minimumDuration: files shorter than this many seconds are refused.
    ///   - maximumDuration: files longer than this many seconds are refused.
    /// - Returns: the mono samples at the file's own sample rate.
    /// - Throws: ``AudioError`` naming the file for a missing, empty, too large, non-audio, truncated, too short
    ///   or too long file.
    /// - Complexity: O(*n*) in the number of samples.
    public static func read(
        _ url: URL, minimumDuration: Double = defaultMinimumDuration, maximumDuration: Double = defaultMaximumDuration
    ) throws(AudioError) -> AudioBuffer {
        let path = url.path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            FileManager.default.isReadableFile(atPath: path)
        else { throw AudioError(file: path, reason: .unreadable) }
        if let size = attributes[.size] as? NSNumber, size.intValue > maximumFileSize {
            throw AudioError(file: path, reason: .tooLarge(bytes: size.intValue, maximum: maximumFileSize))
        }
        guard let data = try? Data(contentsOf: url) else { throw AudioError(file: path, reason: .unreadable) }
        return try decode(
            [UInt8](data), file: path, minimumDuration: minimumDuration, maximumDuration: maximumDuration)
    }

    /// Decodes a whole audio file held in memory, as ``read(_:minimumDuration:maximumDuration:)`` does.
    /// - Parameter file: how to name the file in errors.
    public static func decode(
        _ bytes: [UInt8], file: String, minimumDuration: Double = defaultMinimumDuration,
        maximumDuration: Double = defaultMaximumDuration
    ) throws(AudioError) -> AudioBuffer {
        func fail(_ reason: AudioError.Reason) -> AudioError { AudioError(file: file, reason: reason) }
        guard !bytes.isEmpty else { throw fail(.empty) }

        let decoded: (interleaved: [Float], channels: Int, rate: Double)
        switch decodeSoundFile(bytes, maximumDuration: maximumDuration) {
        case .success(let samples): decoded = samples
        case .failure(.recognised(let reason)): throw fail(reason)
        case .failure(.notRecognised(let soundFileMessage)):
            let limit = { rate, channels in maximumFrames(rate: rate, channels: channels, duration: maximumDuration) }
            switch MediaFileDecoder.decode(bytes, maximumFrames: limit, maximumChannels: maximumChannels) {
            case .success(let media): decoded = (media.interleaved, media.channels, media.sampleRate)
            case .failure(.failed(let reason)): throw fail(reason)
            case .failure(.notRecognised): throw fail(.notAudio(soundFileMessage))
            }
        }
        let interleaved = decoded.interleaved
        let rate = decoded.rate
        guard !interleaved.isEmpty else { throw fail(.noSamples) }

        let mono = downmix(interleaved, channels: decoded.channels)
        guard mono.allSatisfy(\.isFinite) else { throw fail(.invalidSamples) }
        let buffer = AudioBuffer(samples: mono, sampleRate: rate)
        guard buffer.duration >= minimumDuration else {
            throw fail(.tooShort(duration: buffer.duration, minimum: minimumDuration))
        }
        return buffer.removingDCOffset()
    }

    /// Decodes with libsndfile, or says it does not recognise the bytes (so FFmpeg may try them).
    private static func decodeSoundFile(_ bytes: [UInt8], maximumDuration: Double)
        -> Result<(interleaved: [Float], channels: Int, rate: Double), SoundFileFailure>
    {
        let memory = MemorySoundFile(bytes: StreamingWAVHeader.completed(bytes))
        var info = SF_INFO()
        let sound: OpaquePointer
        switch memory.open(&info) {
        case .success(let opened): sound = opened
        case .failure(let failure): return .failure(.notRecognised(failure.message))
        }
        defer {
            sf_close(sound)
            withExtendedLifetime(memory) {}  // libsndfile reads through `memory` until it is closed
        }

        guard info.channels > 0, info.channels <= maximumChannels else {
            return .failure(.recognised(.unsupported("\(info.channels) channels")))
        }
        guard info.samplerate > 0 else {
            return .failure(.recognised(.unsupported("sample rate \(info.samplerate) Hz")))
        }
        if headerPromisesMoreData(sound) { return .failure(.recognised(.truncated)) }

        let rate = Double(info.samplerate)
        let limit = maximumFrames(rate: rate, channels: Int(info.channels), duration: maximumDuration)
        switch readAll(sound, channels: Int(info.channels), maximumFrames: limit) {
        case .success(let samples): return .success((samples, Int(info.channels), rate))
        case .failure(.tooLong): return .failure(.recognised(.tooLong(maximum: Double(limit) / rate)))
        case .failure(.decoder(let message)): return .failure(.recognised(.decodingFailed(message)))
        }
    }

    /// The most frames (samples per channel) decoded at `rate` before a file counts as too long.
    private static func maximumFrames(rate: Double, channels: Int, duration: Double) -> Int {
        Int(min(max(duration, 0) * rate, Double(maximumSamples / max(channels, 1))))
    }

    private enum SoundFileFailure: Error {
        /// libsndfile does not know the format; carries its message.
        case notRecognised(String)
        /// libsndfile knows the format but cannot use this file.
        case recognised(AudioError.Reason)
    }

    /// Reads until libsndfile returns no more frames: its frame count is only an estimate for some formats
    /// (MP3), so the file's real end is where the samples stop.
    private static func readAll(_ sound: OpaquePointer, channels: Int, maximumFrames: Int)
        -> Result<[Float], ReadFailure>
    {
        let chunkFrames = 16384
        var interleaved: [Float] = []
        var chunk = [Float](repeating: 0, count: chunkFrames * channels)
        while true {
            let read = chunk.withUnsafeMutableBufferPointer { buffer in
                Int(sf_readf_float(sound, buffer.baseAddress, sf_count_t(chunkFrames)))
            }
            if sf_error(sound) != 0 { return .failure(.decoder(String(cString: sf_strerror(sound)))) }
            guard read > 0 else { return .success(interleaved) }
            guard interleaved.count / channels + read <= maximumFrames else { return .failure(.tooLong) }
            interleaved.append(contentsOf: chunk[..<(read * channels)])
        }
    }

    private enum ReadFailure: Error {
        case tooLong
        case decoder(String)
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
