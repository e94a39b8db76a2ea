import ArgumentParser
import Foundation
import WriteOutLoud

extension WOL {
    /// `wol transcribe`: which stroke names are spoken in audio files, and when.
    struct Transcribe: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Recognise spoken stroke names in audio files.",
            discussion: """
                Prints the words heard in each file with times (seconds from the start) and confidence. With \
                --expect, also says for each expected name whether it was heard. A file that cannot be read (or \
                an empty file name) is reported and the rest are still transcribed.

                Exit status: 0 every file transcribed; 1 one or more files could not be read; 3 the speech \
                model could not be loaded; 64 the command line is wrong.
                """)

        enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

        @Argument(help: "Audio files: WAV, FLAC, Ogg (Vorbis, Opus), AIFF, MP3, M4A/MP4 (AAC, ALAC), WebM (Opus, Vorbis), CAF, AMR.")
        var files: [String]

        @Option(help: "Expected names in order, comma-separated (竖,横折 or shu,hengzhe or vertical,horizontal turn).")
        var expect: String?

        @Option(help: "Output format: text, or json (one object per file and line).")
        var format: OutputFormat = .text

        @OptionGroup var engine: EngineOptions

        func run() throws {
            let expected = try expect.map(Self.parseNames)
            let transcriber: FileTranscriber
            do {
                transcriber = try FileTranscriber(
                    configuration: try engine.recognizerConfiguration(), matcher: engine.matcher())
            } catch let error as CLIError {
                throw error.reported(by: "wol transcribe")
            } catch {
                throw CLIError.setup("\(error)").reported(by: "wol transcribe")
            }
            var failures = 0
            for (index, file) in files.enumerated() {
                let result =
                    file.isEmpty
                    ? FileTranscription(file: file, ok: false, error: emptyPathProblem(at: index, of: files.count))
                    : transcriber.transcribe(URL(fileURLWithPath: file), expecting: expected).named(file)
                if !result.ok { failures += 1 }
                print(format == .json ? result.jsonLine() : result.text())
            }
            if failures > 0 { throw ExitCode(1) }
        }

        /// Reads `竖,横折`, `shu,hengzhe`, `shù,héngzhé` or `vertical,horizontal turn`.
        static func parseNames(_ list: String) throws -> [StrokeType] {
            try list.split(separator: ",").map { item in
                let name = item.trimmingCharacters(in: .whitespaces)
                guard let stroke = StrokeType(spokenName: name) else {
                    throw ValidationError("--expect: \"\(name)\" is not a stroke name")
                }
                return stroke
            }
        }
    }
}

extension NameLanguages: ExpressibleByArgument {}

extension FileTranscription {
    /// The result naming the file as the user gave it rather than by its absolute path, in its error too.
    func named(_ file: String) -> FileTranscription {
        var named = self
        let path = self.file
        named.file = file
        if let error, error.hasPrefix(path) { named.error = file + error.dropFirst(path.count) }
        return named
    }

    /// One line of JSON with sorted keys.
    func jsonLine() -> String {
        guard let data = try? SortedJSON.encoder().encode(self) else { return "{\"file\":\"\(file)\",\"ok\":false}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A few readable lines: the file, each word with its time and confidence, each expected name's verdict.
    func text() -> String {
        guard ok else { return "\(file): error: \(error ?? "unknown")" }
        var lines = ["\(file):"]
        for word in words ?? [] {
            let name = word.name.map { " \($0.name)" } ?? ""
            lines.append(
                "  \(word.word)\(name) [\(word.language.rawValue)] "
                    + "\(Self.seconds(word.start))–\(Self.seconds(word.end)) s, confidence \(Self.seconds(word.confidence))"
            )
        }
        if words?.isEmpty ?? true { lines.append("  (no stroke name heard)") }
        for item in expected ?? [] {
            let verdict =
                item.matched
                ? (item.homophone ? "heard (homophone \(item.heard ?? ""))" : "heard")
                : item.heard.map { "wrong: heard \($0)" } ?? "not heard"
            lines.append("  expected \(item.name.name) \(item.name.pinyin): \(verdict)")
        }
        return lines.joined(separator: "\n")
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.2f", value) }
}
