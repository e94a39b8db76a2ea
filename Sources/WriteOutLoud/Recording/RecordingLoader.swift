import Foundation

/// Reads and validates recording files, so that everything after it can trust its input.
public enum RecordingLoader {
    /// Loads a recording and checks every field the engine relies on.
    /// - Parameters:
    ///   - url: the recording's JSON file.
    ///   - displayName: how to name the file in errors (what the user typed); the path by default.
    /// - Returns: the recording and the resolved location of its audio, if it has any.
    /// - Throws: ``RecordingError`` naming the file, the field and the problem.
    public static func load(_ url: URL, displayName: String? = nil) throws(RecordingError) -> LoadedRecording {
        let file = displayName ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RecordingError(file: file, field: "file", problem: "cannot be read")
        }
        let recording = try decode(data, displayName: file)
        let audioURL = try recording.audio.map { audio throws(RecordingError) in
            let resolved = URL(fileURLWithPath: audio.file, relativeTo: url.deletingLastPathComponent())
                .standardizedFileURL
            guard FileManager.default.fileExists(atPath: resolved.path) else {
                throw RecordingError(file: file, field: "audio.file", problem: "\(resolved.path) does not exist")
            }
            return resolved
        }
        return LoadedRecording(url: url, recording: recording, audioURL: audioURL)
    }

    /// Decodes and validates a recording's JSON held in memory (e.g. received over the network); its audio file
    /// is neither looked for nor read.
    /// - Parameters:
    ///   - data: the recording's JSON.
    ///   - file: how to name the recording in errors.
    /// - Throws: ``RecordingError`` naming the file, the field and the problem.
    public static func decode(_ data: Data, displayName file: String) throws(RecordingError) -> Recording {
        let recording: Recording
        do {
            recording = try JSONDecoder().decode(Recording.self, from: data)
        } catch let error as DecodingError {
            if let syntax = JSONSyntaxCheck.firstError(in: Array(data)) {
                throw RecordingError(file: file, field: "(document)", problem: "is not valid JSON: \(syntax)")
            }
            throw RecordingError(file: file, field: error.fieldPath, problem: error.problem)
        } catch {
            throw RecordingError(file: file, field: "(document)", problem: "is not valid JSON")
        }
        try validate(recording, file: file)
        return recording
    }

    static func validate(_ recording: Recording, file: String) throws(RecordingError) {
        func fail(_ field: String, _ problem: String) -> RecordingError {
            RecordingError(file: file, field: field, problem: problem)
        }
        guard recording.version == Recording.formatVersion else {
            throw fail("version", "is \(recording.version), this engine reads version \(Recording.formatVersion)")
        }
        guard recording.character.count == 1 else {
            throw fail("character", "must be exactly one character, got \"\(recording.character)\"")
        }
        if let audio = recording.audio {
            guard !audio.file.isEmpty else { throw fail("audio.file", "is empty") }
            guard audio.offset.isFinite else { throw fail("audio.offset", "is not a finite number") }
        }
        let ink = recording.ink
        guard ink.width.isFinite, ink.width > 0 else { throw fail("ink.width", "must be a positive number") }
        guard ink.height.isFinite, ink.height > 0 else { throw fail("ink.height", "must be a positive number") }
        guard !ink.strokes.isEmpty else { throw fail("ink.strokes", "is empty: nothing was drawn") }
        for (s, stroke) in ink.strokes.enumerated() {
            guard !stroke.points.isEmpty else { throw fail("ink.strokes[\(s)].points", "is empty") }
            var previousTime = -Double.infinity
            for (p, point) in stroke.points.enumerated() {
                let field = "ink.strokes[\(s)].points[\(p)]"
                let values: [(String, Double?)] = [
                    ("x", point.x), ("y", point.y), ("t", point.t),
                    ("force", point.force), ("altitude", point.altitude), ("azimuth", point.azimuth),
                ]
                for case (let name, let value?) in values where !value.isFinite {
                    throw fail("\(field).\(name)", "is not a finite number")
                }
                guard point.t >= previousTime else { throw fail("\(field).t", "goes back in time") }
                previousTime = point.t
            }
        }
    }
}

/// A validated recording together with where its files are.
public struct LoadedRecording: Sendable {
    public var url: URL
    public var recording: Recording
    /// The audio file, resolved against the recording's folder; nil for an ink-only recording.
    public var audioURL: URL?
}
