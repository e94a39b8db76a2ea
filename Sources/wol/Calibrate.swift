import ArgumentParser
import Foundation
import WriteOutLoud

extension WOL {
    /// `wol calibrate`: fit pass thresholds to human verdicts.
    struct Calibrate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fit stroke pass thresholds to human verdicts and write a calibration file.",
            discussion: """
                LABELS is a CSV or JSON file of human verdicts per stroke (docs/calibration.md): recording, \
                0-based stroke index, pass or fail, and optionally the dimension that was wrong. Every labelled \
                recording is analysed on its ink; the ROC curve of stroke accuracy against the verdicts gives \
                the AUC and the threshold, overall and per stroke type, with bootstrap confidence intervals. \
                A stroke type with too few labels uses the overall threshold. Use the file with \
                `wol analyze --calibration FILE`.

                With --store instead of LABELS, the labels are the teachers' drawing verdicts kept in the \
                progress store (the latest on each stroke) and the stored stroke accuracies are used as they \
                are; every --held-out-every-th attempt is held out, and the engine's agreement with the \
                teachers on those (confusion table and Cohen's kappa per dimension, before and after) is \
                printed.

                Exit status: 0 done; 1 a label or recording is wrong (one line each on stderr); 3 the engine \
                could not start or an output file cannot be written; 64 the command line is wrong.
                """
        )

        @Argument(help: ArgumentHelp("Human verdicts per stroke, .csv or .json.", valueName: "labels"))
        var labels: String?

        @Option(help: ArgumentHelp(
            "Fit to the teachers' verdicts in this progress store instead of a labels file.", valueName: "file-or-url"))
        var store: String?

        @Option(help: ArgumentHelp("With --store: only verdicts given on or after this day or time.", valueName: "date"))
        var since: String?

        @Option(help: "With --store: hold out every Nth attempt (by id) to measure agreement on.")
        var heldOutEvery = 4

        @Flag(help: "With --store: make the calibration the store's active one, which wol serve and wol analyze --store apply.")
        var activate = false

        @Option(
            name: .customLong("false-accept-rate"),
            help: ArgumentHelp(
                "Choose the most lenient threshold whose false-accept rate stays at or below this share (0–1) instead of the maximum Youden J.",
                valueName: "share"))
        var falseAcceptRate: Double?

        @Option(help: "Passes and fails, each, a stroke type needs for a threshold of its own.")
        var minimumPerVerdict = 10

        @Option(help: "Bootstrap resamples for the confidence intervals.")
        var resamples = 1000

        @Option(help: "Seed of the bootstrap, so intervals can be reproduced.")
        var seed: UInt64 = 1

        @Option(name: .shortAndLong, help: ArgumentHelp("Calibration file to write.", valueName: "file"))
        var output = "calibration.json"

        @Option(help: ArgumentHelp("ROC plot to write (SVG).", valueName: "file"))
        var plot = "calibration-roc.svg"

        @OptionGroup var engine: EngineOptions

        func validate() throws {
            if let rate = falseAcceptRate, !(0...1).contains(rate) {
                throw ValidationError("--false-accept-rate must be between 0 and 1")
            }
            guard minimumPerVerdict >= 1 else { throw ValidationError("--minimum-per-verdict must be at least 1") }
            guard resamples >= 0 else { throw ValidationError("--resamples must not be negative") }
            guard (labels == nil) != (store == nil) else { throw ValidationError("give a labels file or --store, not both") }
            guard heldOutEvery >= 2 else { throw ValidationError("--held-out-every must be at least 2") }
            guard !activate || store != nil else { throw ValidationError("--activate needs --store") }
            if let since, LabelsExport.date(since) == nil {
                throw ValidationError("--since must be a day (2026-03-02) or an ISO 8601 time, got \"\(since)\"")
            }
        }

        func run() async throws {
            guard let labels else { return try await fromStore() }
            let library: CharacterLibrary
            do {
                library = try engine.library()
            } catch let error as CLIError {
                throw error.reported(by: "wol calibrate")
            }
            do {
                let labelled = try CalibrationLabelFile.load(URL(fileURLWithPath: labels), displayName: labels)
                let reports = try analyse(labelled, library: library)
                let samples = try CalibrationSample.join(labelled, with: reports, labelsFile: labels)
                let result = try calibrator().calibrate(samples, labelsFile: labels)
                try write(try result.calibration.encoded(), to: output)
                let title = "Stroke accuracy against \(samples.count) human verdicts"
                try write(Data(ROCPlot.svg(ROCPlot.series(of: result), title: title).utf8), to: plot)
                print("\(samples.count) labelled strokes from \(reports.count) recordings.")
                print(CalibrationTable.render(result.calibration), terminator: "")
                print("\nWrote \(output) and \(plot).")
            } catch let error as CalibrationError {
                printError(error.description)
                throw ExitCode(1)
            }
        }

        /// Fits to the teachers' drawing verdicts in the store and prints the agreement on the held-out ones.
        private func fromStore() async throws {
            let location = store ?? ""
            let since = since.flatMap(LabelsExport.date)
            let (verdicts, attempts) = try await withProgressStore(location, command: "wol calibrate") { store in
                (try await store.verdicts(since: since), try await store.reviewedAttempts(learner: nil))
            }
            let samples = StoredVerdictSamples(verdicts, attempts: attempts, heldOutEvery: heldOutEvery)
            let training = samples.drawingSamples
            do {
                let result = try calibrator().calibrate(training, labelsFile: location)
                var calibration = result.calibration
                calibration.heldOut = samples.heldOutAgreement(with: calibration)
                try write(try calibration.encoded(), to: output)
                let title = "Stroke accuracy against \(training.count) teachers' verdicts"
                try write(Data(ROCPlot.svg(ROCPlot.series(of: result), title: title).utf8), to: plot)
                print("\(training.count) teachers' drawing verdicts fitted, \(samples.heldOut.count) held out.")
                print(CalibrationTable.render(result.calibration), terminator: "")
                print("\n" + AgreementTable.render(calibration.heldOut ?? [], heldOutCount: samples.heldOut.count), terminator: "")
                print("\nWrote \(output) and \(plot).")
                if activate {
                    try await withProgressStore(location, command: "wol calibrate") { store in
                        try await store.activateCalibration(calibration)
                    }
                    print("Activated in \(location): every wol serve on it judges with it from its next check "
                        + "(--calibration-check-seconds), wol analyze --store from its next run.")
                }
            } catch let error as CalibrationError {
                printError(error.description)
                throw ExitCode(1)
            }
        }

        private func calibrator() -> Calibrator {
            Calibrator(
                rule: falseAcceptRate.map(ThresholdRule.falseAcceptRate) ?? .youden,
                minimumPerVerdict: minimumPerVerdict, bootstrap: Bootstrap(resamples: resamples, seed: seed),
                weights: StrokeAnalyzerConfiguration.default.weights)
        }

        /// Each labelled recording's report, analysed on its ink only: the thresholds are on stroke accuracy.
        private func analyse(_ labelled: [CalibrationLabel], library: CharacterLibrary) throws -> [String: AnalysisReport] {
            let analyzer = RecordingAnalyzer(library: library, recognizer: nil, matcher: engine.matcher())
            let files = Array(Set(labelled.map(\.recording))).sorted()
            let progress = ProgressLine(total: files.count)
            var reports: [String: AnalysisReport] = [:]
            var failures: [String] = []
            for (index, file) in files.enumerated() {
                progress.show(index, file)
                do {
                    reports[file] = try analyzer.analyze(URL(fileURLWithPath: file), displayName: file)
                } catch {
                    failures.append(error.description)
                }
            }
            progress.finish()
            guard failures.isEmpty else {
                printError(
                    (["wol calibrate: \(failures.count) of \(files.count) labelled recording(s) could not be analysed:"]
                        + failures.map { "  \($0)" }).joined(separator: "\n"))
                throw ExitCode(1)
            }
            return reports
        }

        /// - Throws: exit code 3, as every command exits when its output cannot be written.
        private func write(_ data: Data, to path: String) throws {
            do {
                try data.write(to: URL(fileURLWithPath: path))
            } catch {
                throw CLIError.setup("\(path): file: cannot be written").reported(by: "wol calibrate")
            }
        }
    }
}
