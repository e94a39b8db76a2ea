import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol-bench jobs`: how much faster a batch runs on two workers than on one, with identical reports.
struct JobsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jobs",
        abstract: "Time the batch path (BatchRunner) at jobs 1 and jobs 2 on the same recordings.",
        discussion: """
            Runs the recordings of a corpus from scripts/bench/make-sessions.py through BatchRunner with one \
            worker, then with two, in this process, one after the other; checks the reports are identical and \
            prints the wall-time ratio. Each worker's speech decoder is loaded before the clock starts. Build \
            with -c release; the machine's load average is printed because other work on it skews the ratio.
            """
    )

    @Option(help: ArgumentHelp("Corpus folder holding truth.json and the recordings.", valueName: "dir"))
    var corpus: String

    @Option(help: "How many of the corpus's recordings to run.")
    var count = 200

    @Option(help: "Run jobs 1 then jobs 2 this many times; the ratio is of the summed times.")
    var rounds = 1

    @Option(help: "Write the results into this Markdown file under '\(JobsReport.heading)'.")
    var write: String?

    @OptionGroup var engine: SyncEngineOptions

    func validate() throws {
        guard count >= 1 else { throw ValidationError("--count must be at least 1") }
        guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1") }
    }

    func run() throws {
        let corpus: SyncCorpus
        do {
            corpus = try SyncCorpus.load(folder: URL(fileURLWithPath: self.corpus))
        } catch {
            throw BenchFailure(error.description)
        }
        guard corpus.sessions.count >= count else {
            throw BenchFailure(
                "\(self.corpus)/truth.json: holds \(corpus.sessions.count) sessions, fewer than --count \(count)")
        }
        let files = corpus.sessions.prefix(count).map(corpus.url(of:))
        let matcher = StrokeNameMatcher()
        warmUp(files, matcher: matcher)
        var runs: [JobsRun] = []
        for _ in 0..<rounds {
            for jobs in [1, 2] {
                runs.append(try JobsRun.measure(files: files, jobs: jobs) { try engine.makeAnalyzer(matcher: matcher) })
            }
        }
        let report = JobsReport(
            command: "swift run -c release wol-bench jobs " + CommandLine.arguments.dropFirst(2).joined(separator: " "),
            recordings: files.count, runs: runs)
        let text = report.markdown()
        print(text)
        if let write { try BenchMarkdown.replaceSection(JobsReport.heading, in: write, with: text) }
        if !report.identical { throw ExitCode(1) }
    }

    /// Reads every recording and its audio once, so neither timed run pays for the disk, and analyses one
    /// recording, so neither pays for what the engine loads once per process.
    private func warmUp(_ files: [URL], matcher: StrokeNameMatcher) {
        for file in files {
            _ = try? Data(contentsOf: file)
            _ = try? Data(contentsOf: file.deletingPathExtension().appendingPathExtension("wav"))
        }
        _ = try? engine.makeAnalyzer(matcher: matcher).analyze(files[0])
    }
}
