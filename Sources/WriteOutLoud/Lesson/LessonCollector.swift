import Foundation

/// Analyses recordings for a lesson report and, with a store, keeps them: recordings already stored
/// unchanged are not analysed again, so a batch that was stopped can simply be run again.
public struct LessonCollector {
    /// What a run over some recordings gave.
    public struct Outcome: Sendable {
        /// The attempts analysed in this run when there is no store; with one, read them from the store.
        public var attempts: [LessonAttempt]
        /// Recordings that could not be analysed or stored, each with its one-line error.
        public var failures: [AnalysisFailure]
        /// Recordings skipped because the store already held them unchanged.
        public var alreadyStored: Int
        /// Recordings newly written to the store.
        public var stored: Int
    }

    public let analyzer: RecordingAnalyzer
    public let store: (any ProgressStore)?

    public init(analyzer: RecordingAnalyzer, store: (any ProgressStore)?) {
        self.analyzer = analyzer
        self.store = store
    }

    /// Analyses each recording, in order, going on past failures.
    /// - Parameters:
    ///   - files: recording paths; the store keys them by their absolute path.
    ///   - progress: told the index and path of each recording before it is analysed.
    public func collect(_ files: [String], progress: (Int, String) -> Void = { _, _ in }) async -> Outcome {
        var outcome = Outcome(attempts: [], failures: [], alreadyStored: 0, stored: 0)
        for (index, file) in files.enumerated() {
            progress(index, file)
            let url = URL(fileURLWithPath: file).standardizedFileURL
            do {
                let recording = try RecordingLoader.load(
                    url, displayName: file, ignoringAudio: !analyzer.judgesVoice
                ).recording
                if let store, try await store.contains(recording: recording, recordingPath: url.path) {
                    outcome.alreadyStored += 1
                    continue
                }
                let report = try analyzer.analyze(url, displayName: file)
                if let store {
                    try await store.record(report, recording: recording, recordingPath: url.path)
                    outcome.stored += 1
                } else {
                    outcome.attempts.append(try LessonAttempt(report: report, recording: recording, recordingPath: url.path))
                }
            } catch {
                outcome.failures.append(AnalysisFailure(file: file, error: "\(error)"))
            }
        }
        return outcome
    }
}
