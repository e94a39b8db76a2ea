/// What an importer produced: the templates, in the order it ranks them, and its report.
public struct CharacterImportResult: Sendable {
    public var templates: [CharacterTemplate]
    public var report: CharacterImportReport

    public init(templates: [CharacterTemplate], report: CharacterImportReport) {
        self.templates = templates
        self.report = report
    }
}
