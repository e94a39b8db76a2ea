import Foundation

/// Turns what a user typed (recording files, folders, manifests) into the list of recording files.
///
/// - A folder stands for the `*.json` files directly inside it (not its subfolders, which may hold
///   other JSON such as fixture truth), in name order.
/// - A `.txt` or `.list` file is a manifest: one recording path per line, relative to the manifest's
///   folder; blank lines and lines starting with `#` are skipped.
/// - Anything else is taken as a recording file.
public enum RecordingInputs {
    /// - Returns: the recording paths, each once, in the order given.
    /// - Throws: ``FileFieldError`` for a folder or manifest that cannot be read, or a manifest with no recordings.
    public static func expand(_ paths: [String]) throws(FileFieldError) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for path in paths {
            for file in try expand(path) where seen.insert(file).inserted {
                result.append(file)
            }
        }
        return result
    }

    private static func expand(_ path: String) throws(FileFieldError) -> [String] {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists, isFolder.boolValue {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw FileFieldError(file: path, field: "folder", problem: "cannot be listed")
            }
            return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
                .map { URL(fileURLWithPath: path).appendingPathComponent($0).path }
        }
        let suffix = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard suffix == "txt" || suffix == "list" else { return [path] }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw FileFieldError(file: path, field: "file", problem: "cannot be read as UTF-8 text")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let files = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { $0.hasPrefix("/") ? $0 : folder.appendingPathComponent($0).path }
        guard !files.isEmpty else { throw FileFieldError(file: path, field: "file", problem: "lists no recordings") }
        return files
    }
}
