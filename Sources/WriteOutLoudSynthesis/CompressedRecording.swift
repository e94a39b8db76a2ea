internal import CFFmpeg
import Foundation
import WriteOutLoud

/// Writes audio as phones and browsers record it — M4A with AAC or ALAC, WebM with Opus, Ogg with Vorbis —
/// through FFmpeg's encoders and muxers, so tests and benchmarks can make such files from a WAV themselves.
public enum CompressedRecording {
    /// A container and the codec inside it.
    public enum Kind: String, CaseIterable, Sendable {
        /// AAC in MP4, as iPhones, iPads, Safari and most Android recorders save.
        case m4aAAC = "m4a"
        /// Apple Lossless in MP4.
        case m4aALAC = "alac.m4a"
        /// Opus in WebM, as Chrome's and Firefox's MediaRecorder save.
        case webmOpus = "webm"
        /// Vorbis in Ogg.
        case oggVorbis = "ogg"

        var muxer: String {
            switch self {
            case .m4aAAC, .m4aALAC: "mp4"
            case .webmOpus: "webm"
            case .oggVorbis: "ogg"
            }
        }

        var encoder: String {
            switch self {
            case .m4aAAC: "aac"
            case .m4aALAC: "alac"
            case .webmOpus: "libopus"
            case .oggVorbis: "libvorbis"
            }
        }
    }

    /// Why a file could not be written: the FFmpeg step and its message.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Encodes `audio` (mono) into a new file at `url`.
    /// - Parameters:
    ///   - sampleRate: the rate to encode at (Opus only takes 8, 12, 16, 24 or 48 kHz).
    ///   - bitRate: bits per second for the lossy codecs.
    public static func write(
        _ audio: AudioBuffer, to url: URL, as kind: Kind, sampleRate: Int = 48_000, bitRate: Int = 96_000
    ) throws(Failure) {
        av_log_set_level(AV_LOG_QUIET)
        guard let codec = avcodec_find_encoder_by_name(kind.encoder) else {
            throw Failure(description: "no \(kind.encoder) encoder in this FFmpeg")
        }
        var output: UnsafeMutablePointer<AVFormatContext>?
        try check(avformat_alloc_output_context2(&output, nil, kind.muxer, url.path), "choosing the \(kind.muxer) muxer")
        guard let output else { throw Failure(description: "no \(kind.muxer) muxer") }
        defer { avformat_free_context(output) }
        guard let stream = avformat_new_stream(output, nil) else { throw Failure(description: "no stream") }

        var encoder = avcodec_alloc_context3(codec)
        defer { avcodec_free_context(&encoder) }
        guard let encoder else { throw Failure(description: "out of memory") }
        encoder.pointee.sample_rate = Int32(sampleRate)
        av_channel_layout_default(&encoder.pointee.ch_layout, 1)
        encoder.pointee.sample_fmt = codec.pointee.sample_fmts?.pointee ?? AV_SAMPLE_FMT_FLTP
        encoder.pointee.bit_rate = Int64(bitRate)
        encoder.pointee.time_base = AVRational(num: 1, den: Int32(sampleRate))
        if output.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            encoder.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }
        try check(avcodec_open2(encoder, codec, nil), "opening the \(kind.encoder) encoder")
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, encoder), "copying codec parameters")
        stream.pointee.time_base = encoder.pointee.time_base

        try check(avio_open(&output.pointee.pb, url.path, AVIO_FLAG_WRITE), "creating \(url.path)")
        defer { avio_closep(&output.pointee.pb) }
        try check(avformat_write_header(output, nil), "writing the header")

        let samples = try converted(audio, to: encoder.pointee.sample_fmt, rate: sampleRate)
        let bytesPerSample = Int(av_get_bytes_per_sample(encoder.pointee.sample_fmt))
        let frameSize = encoder.pointee.frame_size > 0 ? Int(encoder.pointee.frame_size) : 1024
        let frameCount = samples.count / bytesPerSample
        var frame = av_frame_alloc()
        var packet = av_packet_alloc()
        defer {
            av_frame_free(&frame)
            av_packet_free(&packet)
        }
        guard let frame, let packet else { throw Failure(description: "out of memory") }

        func writePackets() throws(Failure) {
            while true {
                let received = avcodec_receive_packet(encoder, packet)
                if received == wol_averror_eagain() || received == wol_averror_eof() { return }
                try check(received, "encoding")
                av_packet_rescale_ts(packet, encoder.pointee.time_base, stream.pointee.time_base)
                packet.pointee.stream_index = stream.pointee.index
                try check(av_interleaved_write_frame(output, packet), "writing a packet")
            }
        }

        var start = 0
        while start < frameCount {
            let count = min(frameSize, frameCount - start)
            frame.pointee.nb_samples = Int32(count)
            frame.pointee.format = encoder.pointee.sample_fmt.rawValue
            try check(av_channel_layout_copy(&frame.pointee.ch_layout, &encoder.pointee.ch_layout), "frame layout")
            frame.pointee.sample_rate = Int32(sampleRate)
            try check(av_frame_get_buffer(frame, 0), "allocating a frame")
            samples.withUnsafeBytes { source in
                frame.pointee.data.0!.update(
                    from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + start * bytesPerSample,
                    count: count * bytesPerSample)
            }
            frame.pointee.pts = Int64(start)
            try check(avcodec_send_frame(encoder, frame), "encoding")
            av_frame_unref(frame)
            try writePackets()
            start += count
        }
        try check(avcodec_send_frame(encoder, nil), "flushing the encoder")
        try writePackets()
        try check(av_write_trailer(output), "writing the trailer")
    }

    /// The mono samples at `rate` in the encoder's sample format, as raw bytes.
    private static func converted(_ audio: AudioBuffer, to format: AVSampleFormat, rate: Int) throws(Failure) -> [UInt8] {
        var inputLayout = AVChannelLayout()
        av_channel_layout_default(&inputLayout, 1)
        var outputLayout = inputLayout
        var resampler: OpaquePointer?
        defer { swr_free(&resampler) }
        try check(
            swr_alloc_set_opts2(
                &resampler, &outputLayout, format, Int32(rate), &inputLayout, AV_SAMPLE_FMT_FLT, Int32(audio.sampleRate), 0, nil),
            "setting up the resampler")
        try check(swr_init(resampler), "starting the resampler")
        let capacity = Int(Double(audio.samples.count) * Double(rate) / audio.sampleRate) + 4096
        let bytesPerSample = Int(av_get_bytes_per_sample(format))
        var bytes = [UInt8](repeating: 0, count: capacity * bytesPerSample)
        var written = 0
        let converted = audio.samples.withUnsafeBytes { source in
            bytes.withUnsafeMutableBytes { target in
                var input: UnsafePointer<UInt8>? = source.baseAddress!.assumingMemoryBound(to: UInt8.self)
                var output: UnsafeMutablePointer<UInt8>? = target.baseAddress!.assumingMemoryBound(to: UInt8.self)
                return swr_convert(resampler, &output, Int32(capacity), &input, Int32(audio.samples.count))
            }
        }
        try check(converted, "resampling")
        written = Int(converted)
        let flushed = bytes.withUnsafeMutableBytes { target in
            var output: UnsafeMutablePointer<UInt8>? = target.baseAddress!.assumingMemoryBound(to: UInt8.self)
                + written * bytesPerSample
            return swr_convert(resampler, &output, Int32(capacity - written), nil, 0)
        }
        try check(flushed, "resampling")
        written += Int(flushed)
        return Array(bytes.prefix(written * bytesPerSample))
    }

    private static func check(_ code: Int32, _ step: String) throws(Failure) {
        guard code < 0 else { return }
        var text = [CChar](repeating: 0, count: 256)
        av_strerror(code, &text, text.count)
        throw Failure(description: "\(step): \(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
    }
}
