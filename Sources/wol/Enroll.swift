import ArgumentParser
import Foundation
import WriteOutLoud

extension EnrollmentMethod: ExpressibleByArgument {}

extension WOL {
    /// `wol enroll`: a learner's speaker transform from a short recording of the stroke syllables.
    struct Enroll: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fit the recogniser to one learner's voice from a short recording of the stroke syllables.",
            discussion: """
                Ask the learner to read the eleven syllables of the stroke names, with a short pause after \
                each: héng shù piě nà diǎn tí zhé gōu wān xié wò (heng shu pie na dian ti zhe gou wan xie wo). \
                Record it (WAV, M4A, WebM, Ogg, FLAC, MP3 …) and run `wol enroll RECORDING --out learner.mllr`. \
                Other words may be said instead: give them with --says (the same for every recording) or per \
                recording with --transcripts. Words must be in the model's syllables.dict \
                (Models/en-us/, or Models/zh-tdt_sc_8k/ with --model Models/acoustic/zh-tdt_sc_8k) or its \
                stroke-name dictionary.

                The recording is aligned with its words (sphinxtrain's bw, installed by scripts/setup.sh; \
                --sphinxtrain DIR where its programs are elsewhere), then:

                --method mllr (default): one global MLLR transform of the acoustic model's means is estimated \
                (mllr_solve) and written to --out. Apply it with `wol analyze --voice learner.mllr` or `wol \
                transcribe --voice learner.mllr`, with the same --model. A minute of speech is plenty.

                --method map: the model's means are re-estimated by MAP (map_adapt) and a learner model folder is \
                written inside the --out folder, named like the model (`--out ana` writes ana/en-us); decode with \
                `--model ana/en-us`. MAP needs more speech and gains more from it: on a held-out speaker, 77 \
                recorded syllables (each stroke syllable in the tones no name uses, and other syllables) lifted \
                free recognition of names more than MLLR on the same speech did (44 against 36 %), but also the \
                false accepts of a confusable name (19 against 8 %; docs/speech.md, "Per-learner enrolment"). \
                Ask for every stroke syllable in all four tones, a few times.

                --method mllr+map: one MLLR transform first, then MAP starting from the transformed means, so \
                the speaker's broad shift reaches the whole model and the reading refines what it covers; writes \
                a learner model folder as --method map does. On seven held-out voices, each enrolled on about \
                20 s of its own reading, it heard more names than MLLR alone (64.7 against 55.6 % clean) and \
                accepted fewer confusable ones (15.9 against 18.8 %); at 10 dB SNR it gained nothing \
                (BENCHMARKS.md, "With MAP enrolment on the same reading").

                --check (with --method mllr): keep the transform only when it pays for this learner. The \
                recording is cut into its words, dealt into seven parts; for each part a transform is fitted on \
                the other words and the part's stroke names are decoded with and without it (free, expected, \
                and their most confusable other name expected), clean and with pink noise at 10 dB. The \
                transform (fitted on the whole reading) is written only when it is no worse clean, no worse in \
                noise and better over both; else nothing is written, the exit status is still 0 and the line \
                printed says why. Fitting zh-wideband on about 20 s of reading, each voice held out, it refused \
                the transforms that hurt most, but also the most helpful one, and kept one that raised a \
                voice's confusable accepts (BENCHMARKS.md, "Enrolment that keeps its transform only when it \
                pays"). --shift-only fits the shift of the means alone.

                Words outside the shipped dictionaries need pronunciations in en-us phones: --pronunciations \
                FILE (`word PHONES` lines; scripts/speech/enroll-syllables.dict has other Mandarin syllables).

                With --store and --learner the result is also kept in the progress store as that learner's (one \
                per learner, replacing their earlier voice): with --method mllr the transform, with --method \
                mllr+map the transform and the learner model's means, as `wol serve` keeps a voice taught on the \
                practice page. `wol analyze --store --learner` decodes with the learner model when one is kept, \
                else applies the transform.

                Exit status: 0 written (with --check, or found not to pay); 1 a recording or word is unusable, or \
                a tool failed on it (one line says which and why); 3 the store cannot be used, the recogniser \
                could not start, or a fitting tool (bw, mllr_solve, map_adapt) is missing or cannot be started; \
                64 the command line is wrong.
                """)

        @Argument(help: "Recordings of the learner (not needed with --transcripts).")
        var files: [String] = []

        @Option(help: ArgumentHelp(
            "Where to write the speaker transform (mllr: a file, replaced if it exists; map: a folder that gets "
                + "the learner model).", valueName: "path"))
        var out: String

        @Option(help: "How to fit the model: mllr (a transform for --voice), map or mllr+map (a learner model for --model).")
        var method: EnrollmentMethod = .mllr

        @Flag(help: ArgumentHelp(
            "With --method mllr: keep the transform only when it pays for this learner, measured on their own "
                + "reading with words held back from the fit; else write nothing and say why."))
        var check = false

        @Flag(help: "With --method mllr: fit only the shift of the means (fewer free parameters, for short readings).")
        var shiftOnly = false

        @Option(
            parsing: .singleValue,
            help: ArgumentHelp("Further pronunciations (`word PHONES` lines) for the words said (repeatable).", valueName: "file"))
        var pronunciations: [String] = []

        @Option(help: "The words said in every recording, in order (default: the eleven stroke syllables).")
        var says: String?

        @Option(
            help: ArgumentHelp(
                "A file of `recording<TAB>words` lines, one per recording, instead of FILE arguments.",
                valueName: "file"))
        var transcripts: String?

        @Option(help: ArgumentHelp(
            "Also keep the voice in this progress store (a SQLite file or a postgres:// URL), for --learner.",
            valueName: "file-or-url"))
        var store: String?

        @Option(help: "The learner the voice belongs to (with --store; replaces their earlier one).")
        var learner: String?

        @Option(help: "Acoustic model folder the transform is for (default: the shipped en-us model).")
        var model: String?

        @Option(help: "The engine's Models folder (default: found from the working directory or $WOL_MODELS).")
        var models: String?

        @OptionGroup var tools: SphinxTrainOption

        func validate() throws {
            if files.isEmpty == (transcripts == nil) {
                throw ValidationError("give recordings or --transcripts FILE, not both or neither")
            }
            if transcripts != nil, says != nil { throw ValidationError("--says applies to FILE arguments only") }
            if (store == nil) != (learner == nil) { throw ValidationError("--store and --learner go together") }
            if check, method != .mllr { throw ValidationError("--check applies to --method mllr") }
            if shiftOnly, method != .mllr { throw ValidationError("--shift-only applies to --method mllr") }
            if store != nil, method == .map {
                throw ValidationError("--store keeps a transform, with or without MAP after it (--method mllr or mllr+map)")
            }
        }

        func run() async throws {
            let takes: [EnrollmentTake]
            do {
                takes = try transcripts.map(Self.readTranscripts) ?? files.map { file in
                    EnrollmentTake(
                        audio: URL(fileURLWithPath: file),
                        words: says.map(Self.words) ?? EnrollmentTake.strokeSyllables)
                }
            } catch {
                FileHandle.standardError.write(Data("wol enroll: \(error)\n".utf8))
                throw ExitCode(1)
            }
            let recognizer: SpeechRecognizer
            do {
                recognizer = try SpeechRecognizer(
                    configuration: RecognizerConfiguration(
                        acousticModel: model.map { URL(fileURLWithPath: $0) },
                        modelsDirectory: ResourceLocator.locate(.models, explicit: models)))
            } catch {
                throw CLIError.setup(error.description).reported(by: "wol enroll")
            }
            var enrollment = SpeakerEnrollment(
                recognizer: recognizer,
                dictionaries: SpeakerEnrollment.shippedDictionaries(for: recognizer)
                    + pronunciations.map { URL(fileURLWithPath: $0) },
                toolsFolder: tools.folder)
            enrollment.shiftOnly = shiftOnly
            let wordCount = takes.map(\.words.count).reduce(0, +)
            do {
                if method != .mllr {
                    let learnerModel = try await adaptModel(
                        takes, with: enrollment, acousticModel: recognizer.configuration.acousticModel)
                    print("\(learnerModel.path): learner model (\(method == .map ? "MAP" : "MLLR then MAP") means) from \(takes.count) recording(s), \(wordCount) words; decode with \(decodeOptions(learnerModel))")
                    return
                }
                var verdict = ""
                let transform: SpeakerTransform
                if check {
                    let (kept, result) = try enrollment.enrollIfItPays(takes, writingTo: URL(fileURLWithPath: out))
                    guard let kept else {
                        print("\(out): no speaker transform written (\(takes.count) recording(s), \(wordCount) words): \(result.reason)")
                        return
                    }
                    transform = kept
                    verdict = "; " + result.reason
                } else {
                    transform = try enrollment.enroll(takes, writingTo: URL(fileURLWithPath: out))
                }
                if let store, let learner {
                    let text = try String(contentsOf: transform.url, encoding: .utf8)
                    let progressStore = try await StoreLocation.open(store)
                    try await progressStore.saveSpeakerTransform(
                        StoredSpeakerTransform(acousticModel: recognizer.configuration.acousticModel.path, text: text),
                        learner: learner)
                    await progressStore.close()
                }
                print("\(transform.url.path): speaker transform from \(takes.count) recording(s), \(wordCount) words\(verdict)")
            } catch let error as StoreError {
                throw CLIError.setup(error.description).reported(by: "wol enroll")
            } catch let error as EnrollmentError where error.isSetupFault {
                throw CLIError.setup(error.description).reported(by: "wol enroll")
            } catch {
                FileHandle.standardError.write(Data("wol enroll: \(error)\n".utf8))
                throw ExitCode(1)
            }
        }

        /// The options that make `wol transcribe` or `wol analyze` hear with `learnerModel` as the server hears the
        /// learner: in place of en-us, with the shipped Mandarin model beside it; a model of the user's own alone.
        private func decodeOptions(_ learnerModel: URL) -> String {
            "--model \(learnerModel.path)" + (model == nil ? " --mandarin-model" : "")
        }

        /// The learner model in --out by MAP, after an MLLR transform (fitted in a temporary folder) for mllr+map;
        /// with --store, that transform and the model's means are kept as the learner's.
        private func adaptModel(
            _ takes: [EnrollmentTake], with enrollment: SpeakerEnrollment, acousticModel: URL
        ) async throws -> URL {
            guard method == .mllrThenMap else { return try enrollment.adaptModel(takes, writingTo: URL(fileURLWithPath: out)) }
            let work = FileManager.default.temporaryDirectory.appendingPathComponent("wol-enroll-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: work) }
            let transform = try enrollment.enroll(takes, writingTo: work.appendingPathComponent("learner.mllr"))
            let learnerModel = try enrollment.adaptModel(takes, writingTo: URL(fileURLWithPath: out), after: transform)
            if let store, let learner {
                let text = try String(contentsOf: transform.url, encoding: .utf8)
                let means = LearnerMeans(try Data(contentsOf: learnerModel.appendingPathComponent("means")))
                let progressStore = try await StoreLocation.open(store)
                try await progressStore.saveSpeakerTransform(
                    StoredSpeakerTransform(acousticModel: acousticModel.path, text: text), learner: learner)
                _ = try await progressStore.saveLearnerModel(
                    means, acousticModel: acousticModel.path, learner: learner, fittedAfter: text)
                await progressStore.close()
            }
            return learnerModel
        }

        private static func words(_ text: String) -> [String] {
            text.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map { $0.lowercased() }
        }

        /// Reads `recording<TAB>words` lines; recordings are relative to the file's folder.
        private static func readTranscripts(_ path: String) throws -> [EnrollmentTake] {
            let url = URL(fileURLWithPath: path)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw EnrollmentError(subject: path, problem: "does not exist or cannot be read")
            }
            var takes: [EnrollmentTake] = []
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                let fields = line.split(separator: "\t", maxSplits: 1)
                guard fields.count == 2, !words(String(fields[1])).isEmpty else {
                    throw EnrollmentError(
                        subject: "\(path) line \(index + 1)", problem: "expected `recording<TAB>words`")
                }
                let audio = URL(fileURLWithPath: String(fields[0]), relativeTo: url.deletingLastPathComponent())
                takes.append(EnrollmentTake(audio: audio.standardizedFileURL, words: words(String(fields[1]))))
            }
            guard !takes.isEmpty else { throw EnrollmentError(subject: path, problem: "lists no recordings") }
            return takes
        }
    }
}
