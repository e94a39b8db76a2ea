import Foundation

/// Reads and validates recording files, so that everything after it can trust its input.
public enum RecordingLoader {
    /// Loads a recording and checks every field the engine relies on.
    /// - Parameters:
    ///   - url: the recording's JSON file.
    ///   - displayName: how to name the file in errors (what the user typed); the path by default.
    ///   - ignoringAudio: judge the ink alone: the `audio` reference is neither checked nor resolved, so a
    ///     missing or unreadable voice file does not matter.
    ///   - limits: the largest recording accepted.
    /// - Returns: the recording and the resolved location of its audio, if it has any.
    /// - Throws: ``RecordingError`` naming the file, the field and the problem.
    public static func load(
        _ url: URL, displayName: String? = nil, ignoringAudio: Bool = false, limits: RecordingLimits = .default
    ) throws(RecordingError) -> LoadedRecording {
        let file = displayName ?? url.path
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber,
            size.intValue > limits.maximumFileSize
        {
            throw RecordingError(
                file: file, field: "file",
                problem: "is too large: \(size.intValue) bytes, at most \(limits.maximumFileSize) accepted")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RecordingError(file: file, field: "file", problem: "cannot be read")
        }
        let recording = try decode(data, file: file, ignoringAudio: ignoringAudio, limits: limits)
        guard !ignoringAudio else { return LoadedRecording(url: url, recording: recording, audioURL: nil) }
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

    /// Decodes and validates a recording's JSON text, as ``load(_:displayName:ignoringAudio:limits:)`` does,
    /// without touching the file system.
    /// - Parameter file: how to name the file in errors.
    public static func decode(
        _ data: Data, file: String, ignoringAudio: Bool = false, limits: RecordingLimits = .default
    ) throws(RecordingError) -> Recording {
        let recording: Recording
        switch StrictJSON.decode(Recording.self, from: data, userInfo: [Recording.ignoresAudio: ignoringAudio]) {
        case .success(let decoded): recording = decoded
        case .failure(let failure): throw RecordingError(file: file, field: failure.field, problem: failure.problem)
        }
        try validate(recording, file: file, ignoringAudio: ignoringAudio, limits: limits)
        return recording
    }

    /// Checks a recording built in memory (a live session's strokes so far) as a decoded file is checked.
    /// - Parameter file: how to name the recording in errors.
    public static func validate(_ recording: Recording, file: String, limits: RecordingLimits = .default)
        throws(RecordingError)
    {
        try validate(recording, file: file, ignoringAudio: false, limits: limits)
    }

    private static func validate(_ recording: Recording, file: String, ignoringAudio: Bool, limits: RecordingLimits)
        throws(RecordingError)
    {
        func fail(_ field: String, _ problem: String) -> RecordingError {
            RecordingError(file: file, field: field, problem: problem)
        }
        guard recording.version == Recording.formatVersion else {
            throw fail("version", "is \(recording.version), this engine reads version \(Recording.formatVersion)")
        }
        guard recording.character.count == 1 || CursiveWordComposer.isWord(recording.character) else {
            throw fail(
                "character",
                "must be exactly one character or a word of Latin letters, got \"\(recording.character)\"")
        }
        if let recordedAt = recording.recordedAt, RecordedTime.day(of: recordedAt) == nil {
            throw fail("recordedAt", RecordedTime.problem(with: recordedAt))
        }
        if !ignoringAudio, let audio = recording.audio {
            guard !audio.file.isEmpty else { throw fail("audio.file", "is empty") }
            guard audio.offset.isFinite else { throw fail("audio.offset", "is not a finite number") }
        }
        let ink = recording.ink
        guard ink.width.isFinite, ink.width > 0 else { throw fail("ink.width", "must be a positive number") }
        guard ink.height.isFinite, ink.height > 0 else { throw fail("ink.height", "must be a positive number") }
        guard !ink.strokes.isEmpty else { throw fail("ink.strokes", "is empty: nothing was drawn") }
        guard ink.strokes.count <= limits.maximumStrokes else {
            throw fail("ink.strokes", "has \(ink.strokes.count) strokes, at most \(limits.maximumStrokes) accepted")
        }
        let points = ink.strokes.reduce(0) { $0 + $1.points.count }
        guard points <= limits.maximumPoints else {
            throw fail("ink.strokes", "has \(points) points in all, at most \(limits.maximumPoints) accepted")
        }
        for (s, stroke) in ink.strokes.enumerated() {
            guard !stroke.points.isEmpty else { throw fail("ink.strokes[\(s)].points", "is empty") }
            guard stroke.points.count <= limits.maximumPointsPerStroke else {
                throw fail(
                    "ink.strokes[\(s)].points",
                    "has \(stroke.points.count) points, at most \(limits.maximumPointsPerStroke) accepted per stroke")
            }
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
