import Foundation

/// Writes imported templates into a library directory and keeps its index and import reports current.
public enum CharacterLibraryWriter {
    /// Writes `templates` as `templates/<HEX>.json`, replaces earlier templates of the same source that are no longer
    /// wanted, rebuilds `index.json` and `stroke-exemplars.bin`, and stores the import report as `import-report-<source>.json`.
    ///
    /// Templates of other sources (e.g. hand-drawn `project` ones) stay unless a new template replaces them.
    /// - Parameters:
    ///   - templates: the new templates, all of source `report.source`.
    ///   - report: what the import did.
    ///   - directory: the library directory (created if needed).
    /// - Throws: ``CharacterImportError/cannotWrite(_:problem:)``, or ``CharacterImportError/invalidFile(_:field:problem:)``
    ///   when a template already in the directory is malformed.
    public static func write(
        _ templates: [CharacterTemplate], report: CharacterImportReport, to directory: URL
    ) throws(CharacterImportError) {
        try write(templates, replacing: report.source, to: directory)
        let reportURL = directory.appendingPathComponent(CharacterImportReportFile.name(for: report.source))
        try attempt(reportURL.path) { try CharacterImportReportFile.encode(report).write(to: reportURL, options: .atomic) }
    }

    /// Adds `templates` to the library (replacing same-character files) and rebuilds `index.json`; removes nothing.
    /// - Throws: as ``write(_:report:to:)``.
    public static func add(_ templates: [CharacterTemplate], to directory: URL) throws(CharacterImportError) {
        try write(templates, replacing: nil, to: directory)
    }

    /// Removes the templates of `characters` that are of source `source`, and rebuilds `index.json`.
    /// - Throws: as ``write(_:report:to:)``.
    public static func remove(_ characters: Set<String>, of source: String, from directory: URL) throws(CharacterImportError) {
        let library: CharacterLibrary
        do {
            library = try CharacterLibrary(directory: directory)
        } catch {
            throw .cannotWrite(directory.path, problem: error.description)
        }
        for character in characters {
            guard let url = library.fileURL(for: character), FileManager.default.fileExists(atPath: url.path),
                (try? CharacterTemplateFile.load(url))?.source == source
            else { continue }
            try attempt(url.path) { try FileManager.default.removeItem(at: url) }
        }
        try write([], replacing: nil, to: directory)
    }

    /// Writes templates, removes other templates of source `replacing` (if given) and rebuilds the index.
    private static func write(
        _ templates: [CharacterTemplate], replacing source: String?, to directory: URL
    ) throws(CharacterImportError) {
        let folder = directory.appendingPathComponent("templates")
        try attempt(folder.path) { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let library: CharacterLibrary
        do {
            library = try CharacterLibrary(directory: directory)
        } catch {
            throw .cannotWrite(directory.path, problem: error.description)
        }
        var summaries: [CharacterSummary] = []
        var written = Set<String>()
        for template in templates {
            guard let url = library.fileURL(for: template.character) else { continue }
            try attempt(url.path) { try CharacterTemplateFile.encode(template).write(to: url, options: .atomic) }
            written.insert(template.character)
            summaries.append(CharacterSummary(template))
        }
        let existing: [String]
        do {
            existing = try library.characters()
        } catch {
            throw .cannotWrite(folder.path, problem: error.description)
        }
        for character in existing where !written.contains(character) {
            guard let url = library.fileURL(for: character) else { continue }
            let template: CharacterTemplate
            do {
                template = try CharacterTemplateFile.load(url)
            } catch {
                if case .invalidFile(let path, let field, let problem) = error {
                    throw .invalidFile(path, field: field, problem: problem)
                }
                throw .cannotWrite(url.path, problem: error.description)
            }
            if template.source == source {
                try attempt(url.path) { try FileManager.default.removeItem(at: url) }
            } else {
                summaries.append(CharacterSummary(template))
            }
        }
        let index = directory.appendingPathComponent(CharacterIndexFile.name)
        try attempt(index.path) { try CharacterIndexFile.encode(summaries).write(to: index, options: .atomic) }
        try writeExemplars(to: directory)
    }

    /// Rewrites `stroke-exemplars.bin`, the strokes that teach the stroke-type recogniser, from the templates now in
    /// the library (``StrokeExemplars``).
    private static func writeExemplars(to directory: URL) throws(CharacterImportError) {
        let templates: [CharacterTemplate]
        do {
            templates = try StrokeTypeRecognizer.teachingTemplates(in: CharacterLibrary(directory: directory))
        } catch {
            throw .cannotWrite(directory.path, problem: error.description)
        }
        let url = directory.appendingPathComponent(StrokeExemplars.fileName)
        let exemplars = StrokeExemplars(templates: templates, perType: StrokeExemplars.perTypeLimit)
        try attempt(url.path) { try exemplars.encoded().write(to: url, options: .atomic) }
    }

    private static func attempt(_ path: String, _ body: () throws -> Void) throws(CharacterImportError) {
        do {
            try body()
        } catch {
            throw .cannotWrite(path, problem: (error as NSError).localizedDescription)
        }
    }
}
