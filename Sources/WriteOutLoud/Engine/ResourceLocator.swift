import Foundation

/// Finds the engine's data folders (`Characters/`, `Models/`) without the user having to name them.
///
/// Order: an explicit path, then the environment variable (`WOL_CHARACTERS`, `WOL_MODELS`), then the first
/// folder of that name (holding its marker file) found walking up from the current directory, then from the running executable
/// (so `swift run wol` and `.build/debug/wol` work from anywhere inside a checkout).
public enum ResourceLocator {
    public enum Resource: String, Sendable {
        case characters = "Characters"
        case models = "Models"

        var environmentVariable: String { "WOL_\(rawValue.uppercased())" }

        /// A file or folder inside that tells this resource apart from unrelated folders of the same name.
        var marker: String {
            switch self {
            case .characters: "templates"
            case .models: "stroke-names.tsv"
            }
        }
    }

    /// The folder to use for a resource, or nil when none can be found.
    /// - Parameter explicit: a path the user gave, which wins and is not checked here.
    public static func locate(_ resource: Resource, explicit: String? = nil) -> URL? {
        if let explicit { return URL(fileURLWithPath: explicit) }
        if let path = ProcessInfo.processInfo.environment[resource.environmentVariable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let starts = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent(),
            Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(),
        ]
        for start in starts.compactMap({ $0 }) {
            var folder = start.standardizedFileURL
            while true {
                let candidate = folder.appendingPathComponent(resource.rawValue)
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(resource.marker).path) {
                    return candidate
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }
}
