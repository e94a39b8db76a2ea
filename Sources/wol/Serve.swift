import ArgumentParser
import Foundation
import WriteOutLoud
import WriteOutLoudServer

extension WOL {
    /// `wol serve`: the practice page and the HTTP API.
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve the practice page and the HTTP API (docs/api.md, docs/openapi.yaml).",
            discussion: """
                Open http://HOST:PORT/ in a browser to write and speak a character and read its report. Apps post \
                recordings to /api/v1/analyses, or stream a stroke at a time over the WebSocket \
                /api/v1/live to have each stroke judged as it lands. Each job holds one speech decoder; requests \
                beyond the jobs wait in a bounded line and are answered 503 with Retry-After when it is full or the wait too long.

                Runs until SIGINT or SIGTERM, then finishes the requests under way (cancelling any still running \
                after 20 s). Exit status: 0 stopped by a \
                signal; 3 the engine could not start (character folder or speech model unusable, --store unusable or \
                unreachable) or the address cannot be bound; 64 the command line is wrong. With a PostgreSQL \
                store, a request that needs the database while it is down is answered 503 with Retry-After; \
                the server reconnects by itself.
                """)

        @Option(help: "Address to listen on; 0.0.0.0 serves other devices on the network.")
        var host = "127.0.0.1"

        @Option(help: "Port to listen on (0 picks a free one and prints it).")
        var port = 8080

        @Option(help: "Analyses to run at once (each holds its own speech decoder).")
        var jobs = ProcessInfo.processInfo.activeProcessorCount

        @Option(help: ArgumentHelp(
            "Keep every attempt in this progress store (a SQLite file, or a postgres:// URL that several servers "
                + "share), serve /lessons/{learner} and let its teachers sign in (wol teachers, wol learners).",
            valueName: "file-or-url"))
        var store: String?

        @Flag(name: .customLong("no-audio"), help: "Judge the ink only; ignore any recorded voice.")
        var noAudio = false

        @Option(help: "Requests that may wait for a free engine before new ones are answered 503.")
        var queue = ServerLimits().queueLength

        @Option(help: ArgumentHelp(
            "Live sessions open at once (the page's WebSocket, judging each stroke as it lands).",
            discussion: "A session past the limit is sent an error and closed."))
        var liveSessions = ServerLimits().liveSessions

        @Flag(help: ArgumentHelp(
            "Mark teachers' session cookies Secure on every answer (when a TLS proxy is in front).",
            discussion: "Without it they are marked Secure only when the proxy sends X-Forwarded-Proto: https."))
        var secureCookies = false

        @Option(help: ArgumentHelp(
            "Seconds between checks of --store for a newly activated calibration (wol calibrate --store --activate).",
            discussion: "Every server sharing the store judges with it from the next check on; each check is one small query."))
        var calibrationCheckSeconds = 10.0

        @Option(help: ArgumentHelp(
            "Learners' own voice models kept loaded between their attempts (a speech decoder each).",
            discussion: """
                After a learner teaches the server their voice, it fits their own model (MLLR, then MAP) in the \
                background and hears their attempts with it. 0: fit none; enrolled learners are heard with their \
                speaker transform alone.
                """))
        var learnerModels = ServerLimits().learnerModels

        @OptionGroup var tools: SphinxTrainOption

        @OptionGroup var engine: EngineOptions

        func validate() throws {
            guard learnerModels >= 0 else { throw ValidationError("--learner-models must be 0 or more") }
            guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
            guard queue >= 0 else { throw ValidationError("--queue must be 0 or more") }
            guard liveSessions >= 1 else { throw ValidationError("--live-sessions must be at least 1") }
            guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
            guard calibrationCheckSeconds > 0, calibrationCheckSeconds.isFinite else {
                throw ValidationError("--calibration-check-seconds must be more than 0")
            }
        }

        /// The folder `--sphinxtrain` names, checked before the server loads anything.
        /// - Throws: ``CLIError/setup(_:)`` when it is not a folder.
        private func sphinxtrainFolder() throws -> URL? {
            guard let folder = tools.folder, let name = tools.sphinxtrain else { return nil }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw CLIError.setup("--sphinxtrain \(name): no such folder")
            }
            return folder
        }

        func run() async throws {
            var limits = ServerLimits()
            limits.queueLength = queue
            limits.liveSessions = liveSessions
            limits.learnerModels = learnerModels
            let server: PracticeServer
            do {
                let tools = try sphinxtrainFolder()
                let progressStore = try await openStore(store)
                let judging = try engine.strokeJudging()
                let recognizers = try (0..<jobs).map { _ in noAudio ? nil : try engine.recognizer() }
                let practice = PracticeEngine(
                    library: judging.library, strokeAnalyzer: judging.analyzer, recognizers: recognizers,
                    matcher: engine.matcher(), store: progressStore, limits: limits)
                practice.sphinxtrainFolder = tools
                do {
                    if let applied = try await practice.followActiveCalibration() {
                        printError("wol serve: judging with calibration \(applied.id), activated at \(applied.activatedAt) "
                            + "(pass threshold \(applied.passThreshold.formatted(.number.precision(.fractionLength(0...1))))); "
                            + "a newer one is applied within \(calibrationCheckSeconds.formatted()) s of its activation")
                    }
                } catch {
                    throw CLIError.setup(error.description)
                }
                do {
                    var access = AccessSettings()
                    access.secureCookies = secureCookies
                    server = try PracticeServer(engine: practice, limits: limits, access: access)
                } catch {
                    throw CLIError.setup("the practice page is missing from this build: \(error)")
                }
            } catch let error as CLIError {
                printError("wol serve: \(error)")
                throw error.exitCode
            }
            let host = host
            do {
                try await server.run(host: host, port: port, calibrationCheckSeconds: calibrationCheckSeconds) { port in
                    printError("wol serve: listening on http://\(host):\(port)/ with \(jobs) engine(s)")
                }
            } catch {
                printError("wol serve: \(host):\(port): cannot serve: \(error)")
                throw ExitCode(3)
            }
        }
    }
}
