internal import CFFmpeg
import Foundation

/// Writes an MP4 holding only video (grey frames, MPEG-4 Part 2), for checking that the engine refuses a
/// recording without sound with a clear message.
public enum SilentVideo {
    /// Writes `frames` 64×64 grey frames at 10 frames per second to `url`.
    public static func write(to url: URL, frames: Int = 10) throws(CompressedRecording.Failure) {
        av_log_set_level(AV_LOG_QUIET)
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_MPEG4) else {
            throw CompressedRecording.Failure(description: "no MPEG-4 encoder in this FFmpeg")
        }
        var output: UnsafeMutablePointer<AVFormatContext>?
        try check(avformat_alloc_output_context2(&output, nil, "mp4", url.path), "choosing the mp4 muxer")
        guard let output else { throw CompressedRecording.Failure(description: "no mp4 muxer") }
        defer { avformat_free_context(output) }
        guard let stream = avformat_new_stream(output, nil) else {
            throw CompressedRecording.Failure(description: "no stream")
        }
        var encoder = avcodec_alloc_context3(codec)
        defer { avcodec_free_context(&encoder) }
        guard let encoder else { throw CompressedRecording.Failure(description: "out of memory") }
        encoder.pointee.width = 64
        encoder.pointee.height = 64
        encoder.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        encoder.pointee.time_base = AVRational(num: 1, den: 10)
        encoder.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        try check(avcodec_open2(encoder, codec, nil), "opening the MPEG-4 encoder")
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, encoder), "copying codec parameters")
        stream.pointee.time_base = encoder.pointee.time_base
        try check(avio_open(&output.pointee.pb, url.path, AVIO_FLAG_WRITE), "creating \(url.path)")
        defer { avio_closep(&output.pointee.pb) }
        try check(avformat_write_header(output, nil), "writing the header")

        var frame = av_frame_alloc()
        var packet = av_packet_alloc()
        defer {
            av_frame_free(&frame)
            av_packet_free(&packet)
        }
        guard let frame, let packet else { throw CompressedRecording.Failure(description: "out of memory") }
        func writePackets() throws(CompressedRecording.Failure) {
            while true {
                let received = avcodec_receive_packet(encoder, packet)
                if received == wol_averror_eagain() || received == wol_averror_eof() { return }
                try check(received, "encoding")
                av_packet_rescale_ts(packet, encoder.pointee.time_base, stream.pointee.time_base)
                packet.pointee.stream_index = stream.pointee.index
                try check(av_interleaved_write_frame(output, packet), "writing a packet")
            }
        }
        for index in 0..<frames {
            frame.pointee.width = 64
            frame.pointee.height = 64
            frame.pointee.format = AV_PIX_FMT_YUV420P.rawValue
            try check(av_frame_get_buffer(frame, 0), "allocating a frame")
            for plane in 0..<3 {
                let height = plane == 0 ? 64 : 32
                let pointer = withUnsafePointer(to: frame.pointee.data) { data in
                    UnsafeRawPointer(data).assumingMemoryBound(to: UnsafeMutablePointer<UInt8>?.self)[plane]
                }
                let stride = withUnsafePointer(to: frame.pointee.linesize) { sizes in
                    UnsafeRawPointer(sizes).assumingMemoryBound(to: Int32.self)[plane]
                }
                pointer?.update(repeating: 128, count: Int(stride) * height)
            }
            frame.pointee.pts = Int64(index)
            try check(avcodec_send_frame(encoder, frame), "encoding")
            av_frame_unref(frame)
            try writePackets()
        }
        try check(avcodec_send_frame(encoder, nil), "flushing the encoder")
        try writePackets()
        try check(av_write_trailer(output), "writing the trailer")
    }

    private static func check(_ code: Int32, _ step: String) throws(CompressedRecording.Failure) {
        guard code < 0 else { return }
        throw CompressedRecording.Failure(description: "\(step): FFmpeg error \(code)")
    }
}
