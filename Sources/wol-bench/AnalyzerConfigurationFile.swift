import Foundation
import WriteOutLoud

/// Reads a ``StrokeAnalyzerConfiguration`` from JSON, so a benchmark can try settings other than the defaults.
enum AnalyzerConfigurationFile {
    /// The configuration in `path`, or the defaults when `path` is nil.
    /// - Throws: ``BenchFailure`` naming the file and the problem.
    static func load(_ path: String?) throws -> StrokeAnalyzerConfiguration {
        guard let path else { return .default }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try JSONDecoder().decode(StrokeAnalyzerConfiguration.self, from: data)
        } catch {
            throw BenchFailure("\(path): not a stroke analyzer configuration: \(error)")
        }
    }
}
