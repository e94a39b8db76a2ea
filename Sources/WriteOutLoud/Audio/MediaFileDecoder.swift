internal import CFFmpeg
import Foundation

/// Decodes the audio of the containers phones and browsers record — MP4/M4A (AAC, ALAC), WebM/Matroska and
/// Ogg (Opus, Vorbis), CAF, AMR, ADTS AAC — with FFmpeg's libraries, from memory.
///
/// Only the containers and codecs listed here are opened: FFmpeg knows hundreds of formats, some of which
/// (playlists, concatenation lists) would read other files or URLs, and an upload must not steer it there.
enum MediaFileDecoder {
    /// Interleaved samples at the file's own rate, as FFmpeg decoded them.
    struct Decoded {
        var interleaved: [Float]
        var channels: Int
        var sampleRate: Double
    }

    /// Why the bytes could not be decoded.
    enum Failure: Error {
        /// FFmpeg does not recognise the bytes as one of the containers read here.
        case notRecognised
        /// The container was recognised; the reason says what is wrong with it.
        case failed(AudioError.Reason)
    }

    /// Demuxers read here, by FFmpeg's name, with the name a person knows the container by.
    static let containers: [String: String] = [
        "mov,mp4,m4a,3gp,3g2,mj2": "MP4/M4A", "matroska,webm": "WebM/Matroska", "ogg": "Ogg", "caf": "CAF",
        "aac": "AAC (ADTS)", "amr": "AMR", "mp3": "MP3", "flac": "FLAC", "wav": "WAV",
    ]

    /// Codecs decoded here besides PCM.
    static let codecs: Set<AVCodecID> = [
        AV_CODEC_ID_AAC, AV_CODEC_ID_ALAC, AV_CODEC_ID_OPUS, AV_CODEC_ID_VORBIS, AV_CODEC_ID_MP3,
        AV_CODEC_ID_FLAC, AV_CODEC_ID_AMR_NB, AV_CODEC_ID_AMR_WB,
    ]

    /// How long one file may take to decode, in seconds: 600 s of audio decodes in about a second.
    static let timeLimit: TimeInterval = 60

    /// Decodes the first audio stream of `bytes`.
    /// - Parameters:
    ///   - maximumFrames: the most frames (samples per channel) accepted at a sample rate and channel count
    ///     before failing with `tooLong`.
    ///   - maximumChannels: the most channels accepted.
    static func decode(_ bytes: [UInt8], maximumFrames: @escaping (Double, Int) -> Int, maximumChannels: Int)
        -> Result<Decoded, Failure>
    {
        av_log_set_level(AV_LOG_QUIET)
        let input = MemoryMediaInput(bytes: bytes, timeLimit: timeLimit)
        guard let io = input.makeContext() else { return .failure(.failed(.decodingFailed("out of memory"))) }
        defer { withExtendedLifetime(input) { MemoryMediaInput.free(io) } }

        var format: UnsafePointer<AVInputFormat>?
        let score = av_probe_input_buffer2(io, &format, "", nil, 0, 0)
        guard score > AVPROBE_SCORE_RETRY, let format, let container = containers[String(cString: format.pointee.name)]
        else { return .failure(.notRecognised) }

        guard var context = avformat_alloc_context() else {
            return .failure(.failed(.decodingFailed("out of memory")))
        }
        context.pointee.pb = io
        context.pointee.flags |= AVFMT_FLAG_CUSTOM_IO
        context.pointee.interrupt_callback = input.interruptCallback()
        context.pointee.io_open = { _, _, _, _, _ in wol_averror_exit() }  // never another file or URL
        var optionalContext: UnsafeMutablePointer<AVFormatContext>? = context
        let opened = avformat_open_input(&optionalContext, nil, format, nil)
        guard opened >= 0, let openedContext = optionalContext else {
            let detail = opened == wol_averror_eof() && !input.isPastDeadline
                ? "it ends inside its header" : "its header cannot be read (\(message(opened, input)))"
            return .failure(.failed(.damaged(container: container, detail: detail)))
        }
        context = openedContext
        defer { avformat_close_input(&optionalContext) }
        if avformat_find_stream_info(context, nil) < 0, input.isPastDeadline {
            return .failure(.failed(.damaged(container: container, detail: message(wol_averror_exit(), input))))
        }
        let stream = av_find_best_stream(context, AVMEDIA_TYPE_AUDIO, -1, -1, nil, 0)
        guard stream >= 0 else { return .failure(.failed(.noAudioStream(streamSummary(context)))) }
        return Result { () throws(Failure) in
            try StreamDecoder.decode(
                stream: Int(stream), of: context, container: container, input: input,
                maximumFrames: maximumFrames, maximumChannels: maximumChannels)
        }
    }

    /// The streams a file holds, for the message when none is audio, e.g. "it holds 1 video stream".
    private static func streamSummary(_ context: UnsafeMutablePointer<AVFormatContext>) -> String {
        var counts: [String: Int] = [:]
        for index in 0..<Int(context.pointee.nb_streams) {
            guard let parameters = context.pointee.streams[index]?.pointee.codecpar else { continue }
            let kind = av_get_media_type_string(parameters.pointee.codec_type).map { String(cString: $0) } ?? "other"
            counts[kind, default: 0] += 1
        }
        guard !counts.isEmpty else { return "it holds no streams" }
        let parts = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key) stream\($0.value == 1 ? "" : "s")" }
        return "it holds only \(parts.joined(separator: ", "))"
    }

    /// FFmpeg's text for an error code, or "took too long" when the deadline interrupted it.
    static func message(_ code: Int32, _ input: MemoryMediaInput) -> String {
        if input.isPastDeadline { return "decoding took longer than \(Int(timeLimit)) s" }
        var text = [CChar](repeating: 0, count: 256)
        av_strerror(code, &text, text.count)
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
