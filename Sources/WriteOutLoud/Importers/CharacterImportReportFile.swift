import Foundation

/// Reading and writing the import reports kept beside a library's templates (`import-report-<source>.json`).
enum CharacterImportReportFile {
    static let prefix = "import-report-"

    static func name(for source: String) -> String { "\(prefix)\(source).json" }

    static func encode(_ report: CharacterImportReport) throws -> Data {
        try SortedJSON.encoder(pretty: true).encode(report)
    }

    /// Every report in `directory`, by source.
    /// - Throws: ``CharacterLibraryError/invalidFile(_:field:problem:)`` for a malformed report.
    static func loadAll(in directory: URL) throws(CharacterLibraryError) -> [CharacterImportReport] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var reports: [CharacterImportReport] = []
        for name in names.sorted() where name.hasPrefix(prefix) && name.hasSuffix(".json") {
            let url = directory.appendingPathComponent(name)
            do {
                reports.append(try JSONDecoder().decode(CharacterImportReport.self, from: Data(contentsOf: url)))
            } catch let error as DecodingError {
                throw .invalidFile(url.path, field: error.fieldPath, problem: error.problem)
            } catch {
                throw .invalidFile(url.path, field: "file", problem: "cannot be read")
            }
        }
        return reports
    }
}
