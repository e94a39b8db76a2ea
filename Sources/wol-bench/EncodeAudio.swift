import ArgumentParser
import Foundation
import WriteOutLoud
import WriteOutLoudSynthesis

/// `wol-bench encode`: writes a WAV (or any audio the engine reads) as a phone or browser would have saved it.
struct EncodeAudio: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encode",
        abstract: "Write an audio file as M4A (AAC or ALAC), WebM (Opus) or Ogg (Vorbis) with FFmpeg's encoders.",
        discussion: "For making test material without the ffmpeg program, e.g. the fuzzer's seeds (Fuzz/make-seeds.sh)."
    )

    @Argument(help: "The audio to encode (mono after reading).")
    var input: String

    @Argument(help: "The file to write; .m4a, .alac.m4a, .webm or .ogg chooses the container and codec.")
    var output: String

    @Option(help: "Sample rate in Hz (Opus: 8000, 12000, 16000, 24000 or 48000).")
    var rate = 48_000

    @Option(help: "Bit rate in bits per second, for AAC, Opus and Vorbis.")
    var bitRate = 96_000

    func run() throws {
        let name = URL(fileURLWithPath: output).lastPathComponent.lowercased()
        guard let kind = CompressedRecording.Kind.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count })
            .first(where: { name.hasSuffix(".\($0.rawValue)") })
        else {
            throw ValidationError("\(output): end the name in .m4a, .alac.m4a, .webm or .ogg")
        }
        do {
            let audio = try AudioFile.read(URL(fileURLWithPath: input), minimumDuration: 0)
            try CompressedRecording.write(audio, to: URL(fileURLWithPath: output), as: kind, sampleRate: rate, bitRate: bitRate)
        } catch let error as AudioError {
            throw BenchFailure(error.description)
        } catch {
            throw BenchFailure("\(output): \(error)")
        }
    }
}
