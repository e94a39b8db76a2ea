import Foundation
import Testing

/// Removes ``CalibrationWorkflowTests``' labelled set's folder once the suite's tests have run. The set is built
/// once for them all and one of them reads its recordings from disk again, so no single test may remove it.
struct RemovesLabelledSet: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        defer {
            try? FileManager.default.removeItem(at: CalibrationWorkflowTests.labelledSet.labelsFile.deletingLastPathComponent())
        }
        try await function()
    }
}
