import ArgumentParser

/// How `wol analyze` writes its reports to stdout.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    /// A table and sentences for a person.
    case text
    /// One JSON object for one recording, an array for several.
    case json
    /// One JSON object per line per recording, for batches and programs.
    case jsonl
}
