import ArgumentParser
import Foundation
import WriteOutLoud

extension WOL {
    /// `wol features`: the cepstra the recogniser searches, as feature files for sphinxtrain.
    struct Features: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the cepstra the recogniser searches, as Sphinx feature files for sphinxtrain.",
            discussion: """
                For each audio file, writes OUT/<name>.mfc: the recording after the engine's own preparation \
                (16 kHz, steady noise taken out, noise floor added) through the acoustic model's front end, in \
                the format sphinxtrain's bw reads. scripts/speech/adapt/ adapts the acoustic model on these, so \
                it learns from exactly what the decoder hears. A file that cannot be read is reported and the \
                rest are still written; the exit status is then 1. Existing .mfc files are replaced.
                """)

        @Argument(help: "Audio files: WAV, FLAC, Ogg (Vorbis, Opus), AIFF, MP3, M4A/MP4 (AAC, ALAC), WebM (Opus, Vorbis), CAF, AMR.")
        var files: [String]

        @Option(help: ArgumentHelp("Folder to write the .mfc files into (created if missing).", valueName: "dir"))
        var out: String

        @Option(help: "Acoustic model folder whose front end settings (feat.params) are used (default: the shipped en-us model).")
        var model: String?

        @Option(help: "The engine's Models folder (default: found from the working directory or $WOL_MODELS).")
        var models: String?

        func run() throws {
            let folder = URL(fileURLWithPath: out)
            let recognizer: SpeechRecognizer
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                recognizer = try SpeechRecognizer(
                    configuration: RecognizerConfiguration(
                        acousticModel: model.map { URL(fileURLWithPath: $0) },
                        modelsDirectory: ResourceLocator.locate(.models, explicit: models)))
            } catch {
                FileHandle.standardError.write(Data("wol features: \(error)\n".utf8))
                throw ExitCode(3)
            }
            var failed: [String] = []
            for file in files {
                let url = URL(fileURLWithPath: file)
                let target = folder.appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".mfc")
                do {
                    try recognizer.features(of: try AudioFile.read(url)).write(to: target)
                } catch let error as AudioError {
                    FileHandle.standardError.write(Data("wol features: \(error.description)\n".utf8))
                    failed.append(file)
                } catch let error as SpeechError {
                    FileHandle.standardError.write(Data("wol features: \(file): \(error.problem)\n".utf8))
                    failed.append(file)
                } catch {
                    FileHandle.standardError.write(Data("wol features: \(file): \(error)\n".utf8))
                    failed.append(file)
                }
            }
            if !failed.isEmpty {
                FileHandle.standardError.write(Data("wol features: \(failed.count) of \(files.count) files failed\n".utf8))
                throw ExitCode(1)
            }
        }
    }
}
