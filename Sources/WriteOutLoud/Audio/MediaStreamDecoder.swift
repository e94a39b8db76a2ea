internal import CFFmpeg
import Foundation

/// Decodes one audio stream of an opened container to interleaved floats (FFmpeg's libavcodec, with
/// libswresample converting its planar or integer samples).
extension MediaFileDecoder {
    enum StreamDecoder {
        static func decode(
            stream index: Int, of context: UnsafeMutablePointer<AVFormatContext>, container: String,
            input: MemoryMediaInput, maximumFrames: @escaping (Double, Int) -> Int, maximumChannels: Int
        ) throws(Failure) -> Decoded {
            guard let parameters = context.pointee.streams[index]?.pointee.codecpar else {
                throw .failed(.damaged(container: container, detail: "its audio stream has no parameters"))
            }
            let codecID = parameters.pointee.codec_id
            guard codecID != AV_CODEC_ID_NONE else {
                throw .failed(.unsupportedCodec(tag(parameters.pointee.codec_tag), known: false))
            }
            let codecName = String(cString: avcodec_get_name(codecID))
            guard codecs.contains(codecID) || isPCM(codecID), let codec = avcodec_find_decoder(codecID) else {
                throw .failed(.unsupportedCodec(codecName, known: true))
            }
            let channels = Int(parameters.pointee.ch_layout.nb_channels)
            guard channels > 0, channels <= maximumChannels else { throw .failed(.unsupported("\(channels) channels")) }
            guard parameters.pointee.sample_rate > 0 else {
                throw .failed(.unsupported("sample rate \(parameters.pointee.sample_rate) Hz"))
            }

            var decoder = avcodec_alloc_context3(codec)
            defer { avcodec_free_context(&decoder) }
            guard let decoder, avcodec_parameters_to_context(decoder, parameters) >= 0 else {
                throw .failed(.decodingFailed("\(codecName): out of memory"))
            }
            decoder.pointee.thread_count = 1
            let opened = avcodec_open2(decoder, codec, nil)
            guard opened >= 0 else {
                throw .failed(.damaged(container: container, detail: "\(codecName): \(message(opened, input))"))
            }

            var state = Conversion(maximumFrames: maximumFrames, maximumChannels: maximumChannels)
            defer { state.release() }
            var packet = av_packet_alloc()
            var frame = av_frame_alloc()
            defer {
                av_packet_free(&packet)
                av_frame_free(&frame)
            }
            guard let packet, let frame else { throw .failed(.decodingFailed("out of memory")) }

            func drain() -> AudioError.Reason? {
                while true {
                    let received = avcodec_receive_frame(decoder, frame)
                    if received == wol_averror_eagain() || received == wol_averror_eof() { return nil }
                    if received < 0 { return .decodingFailed("\(codecName): \(message(received, input))") }
                    defer { av_frame_unref(frame) }
                    if let problem = state.append(frame) { return problem }
                }
            }

            while true {
                let read = av_read_frame(context, packet)
                if read == wol_averror_eof() { break }
                if read < 0 {
                    throw .failed(
                        input.isPastDeadline
                            ? .decodingFailed(message(read, input))
                            : .damaged(container: container, detail: "cut off or corrupt (\(message(read, input)))"))
                }
                defer { av_packet_unref(packet) }
                guard Int(packet.pointee.stream_index) == index else { continue }
                let sent = avcodec_send_packet(decoder, packet)
                if sent < 0, sent != wol_averror_eagain() {
                    throw .failed(.decodingFailed("\(codecName): \(message(sent, input))"))
                }
                if let problem = drain() { throw .failed(problem) }
            }
            avcodec_send_packet(decoder, nil)
            if let problem = drain() { throw .failed(problem) }

            guard let rate = state.sampleRate else { throw .failed(.noSamples) }
            let declared = declaredDuration(context, stream: index)
            let decoded = Double(state.interleaved.count / state.channels) / rate
            if let declared, decoded + 0.25 < declared {
                throw .failed(
                    .damaged(
                        container: container,
                        detail: "cut off: \(seconds(decoded)) of the \(seconds(declared)) its header declares"))
            }
            return Decoded(interleaved: state.interleaved, channels: state.channels, sampleRate: rate)
        }

        /// The duration the container's header declares for the stream, in seconds, when it declares one
        /// (a duration FFmpeg only estimated from the bit rate is no promise, so it does not count).
        private static func declaredDuration(_ context: UnsafeMutablePointer<AVFormatContext>, stream: Int) -> Double? {
            guard context.pointee.duration_estimation_method != AVFMT_DURATION_FROM_BITRATE,
                let stream = context.pointee.streams[stream]
            else { return nil }
            let timeBase = stream.pointee.time_base
            if stream.pointee.duration > 0, timeBase.den > 0 {
                return Double(stream.pointee.duration) * Double(timeBase.num) / Double(timeBase.den)
            }
            if context.pointee.duration > 0 { return Double(context.pointee.duration) / Double(AV_TIME_BASE) }
            return nil
        }

        /// A container's codec tag as its four characters, or in hexadecimal when they are not printable.
        private static func tag(_ tag: UInt32) -> String {
            let characters = (0..<4).map { UInt8(truncatingIfNeeded: tag >> (8 * $0)) }
            guard characters.allSatisfy({ (0x20..<0x7f).contains($0) }) else { return String(format: "0x%08x", tag) }
            return String(decoding: characters, as: UTF8.self)
        }

        private static func isPCM(_ codec: AVCodecID) -> Bool {
            codec.rawValue >= AV_CODEC_ID_PCM_S16LE.rawValue && codec.rawValue < AV_CODEC_ID_ADPCM_IMA_QT.rawValue
        }

        private static func seconds(_ value: Double) -> String { "\((value * 1000).rounded() / 1000) s" }
    }

    /// Converts decoded frames to interleaved floats and collects them, holding the stream's rate and
    /// channel count to the first frame's.
    struct Conversion {
        let maximumFrames: (Double, Int) -> Int
        let maximumChannels: Int
        var interleaved: [Float] = []
        var channels = 0
        var sampleRate: Double?
        private var format = AV_SAMPLE_FMT_NONE
        private var resampler: OpaquePointer?

        init(maximumFrames: @escaping (Double, Int) -> Int, maximumChannels: Int) {
            self.maximumFrames = maximumFrames
            self.maximumChannels = maximumChannels
        }

        mutating func release() { swr_free(&resampler) }

        /// Adds one frame's samples, or says why they cannot be used.
        mutating func append(_ frame: UnsafeMutablePointer<AVFrame>) -> AudioError.Reason? {
            let frameChannels = Int(frame.pointee.ch_layout.nb_channels)
            let rate = Double(frame.pointee.sample_rate)
            let frameFormat = AVSampleFormat(frame.pointee.format)
            if resampler == nil {
                guard frameChannels > 0, frameChannels <= maximumChannels else {
                    return .unsupported("\(frameChannels) channels")
                }
                guard rate > 0 else { return .unsupported("sample rate \(Int(rate)) Hz") }
                var inputLayout = frame.pointee.ch_layout  // swr copies the layouts; the output's is the same
                var outputLayout = inputLayout
                let created = swr_alloc_set_opts2(
                    &resampler, &outputLayout, AV_SAMPLE_FMT_FLT, Int32(rate), &inputLayout, frameFormat, Int32(rate),
                    0, nil)
                guard created >= 0, swr_init(resampler) >= 0 else {
                    return .unsupported("sample format \(frame.pointee.format)")
                }
                channels = frameChannels
                sampleRate = rate
                format = frameFormat
            } else if frameChannels != channels || rate != sampleRate || frameFormat != format {
                return .unsupported("channels or sample rate change part-way through")
            }

            let count = Int(frame.pointee.nb_samples)
            guard count > 0 else { return nil }
            let limit = maximumFrames(rate, channels)
            guard interleaved.count / channels + count <= limit else { return .tooLong(maximum: Double(limit) / rate) }
            let start = interleaved.count
            interleaved.append(contentsOf: repeatElement(0, count: count * channels))
            let converted = interleaved.withUnsafeMutableBufferPointer { buffer in
                var output: UnsafeMutablePointer<UInt8>? = UnsafeMutableRawPointer(buffer.baseAddress! + start)
                    .assumingMemoryBound(to: UInt8.self)
                let planes = UnsafeMutableRawPointer(frame.pointee.extended_data)?
                    .assumingMemoryBound(to: UnsafePointer<UInt8>?.self)
                return swr_convert(resampler, &output, Int32(count), planes, Int32(count))
            }
            guard converted >= 0 else { return .decodingFailed("sample conversion failed") }
            interleaved.removeLast((count - Int(converted)) * channels)
            return nil
        }
    }
}
