import Foundation

/// Writes the training clips of every learner who lends their voice (``VoiceConsentStore``) from the voices kept
/// with their attempts (``ReplayStore``) into a folder laid out as ``VoiceCorpusLayout`` says. Learners without
/// consent standing are not read at all.
public struct VoiceCorpusExport: Sendable {
    /// What an export wrote and what it could not.
    public struct Summary: Sendable {
        /// Consenting learners.
        public var learners = 0
        /// Their attempts with a kept voice.
        public var attempts = 0
        public var clips: [VoiceCorpusClip] = []
        /// Attempts whose voice was kept before heard words' times were (nothing to cut them at).
        public var withoutTimes = 0
        /// One line per attempt that could not be read: `attempt N: problem`.
        public var failures: [String] = []
    }

    public var selection: VoiceCorpusSelection

    public init(selection: VoiceCorpusSelection = VoiceCorpusSelection()) {
        self.selection = selection
    }

    /// Writes the clips into `folder`, which must be missing or empty, or hold an earlier export when
    /// `replacing`: that export's files (its listing and speakers' folders) are then removed first, so a learner
    /// whose consent was withdrawn since is gone from it; anything else in the folder is left alone.
    /// - Parameter progress: called after each learner with their pseudonym and how many clips they gave.
    /// - Throws: ``VoiceCorpusError`` when the folder cannot be used; ``StoreError`` when the store cannot be read.
    public func write(
        from store: any ProgressStore, to folder: URL, replacing: Bool, progress: (String, Int) -> Void = { _, _ in }
    ) async throws -> Summary {
        try Self.prepare(folder, replacing: replacing)
        var summary = Summary()
        var listing = VoiceCorpusLayout.listingHeader
        for consent in try await store.voiceConsents() {
            summary.learners += 1
            let speaker = VoiceCorpusLayout.speaker(of: consent.learner)
            var labels = ""
            var count = 0
            for reviewed in try await store.reviewedAttempts(learner: consent.learner).reversed() {
                guard let replay = try await store.replay(attempt: reviewed.id), let audio = replay.audio else { continue }
                summary.attempts += 1
                guard !replay.speech.isEmpty else {
                    summary.withoutTimes += 1
                    continue
                }
                let voice: AudioBuffer
                do {
                    voice = try AudioFile.decode([UInt8](audio), file: "attempt \(reviewed.id)'s voice", minimumDuration: 0)
                        .resampled(to: AttemptReplay.audioSampleRate)
                } catch {
                    summary.failures.append("attempt \(reviewed.id): voice: \(error)")
                    continue
                }
                for clip in selection.clips(of: reviewed, replay: replay, duration: voice.duration) {
                    let file = "\(speaker)/\(VoiceCorpusLayout.words)/\(clip.identifier).wav"
                    let from = Int((clip.start * voice.sampleRate).rounded())
                    let to = min(voice.samples.count, Int((clip.end * voice.sampleRate).rounded()))
                    guard to > from else { continue }
                    let cut = AudioBuffer(samples: Array(voice.samples[from..<to]), sampleRate: voice.sampleRate)
                    try Self.write(WAVEncoding.pcm16(cut), to: folder.appendingPathComponent(file))
                    labels += "\(clip.identifier)\t\(clip.pinyin)\n"
                    listing += [
                        speaker, file, clip.name.name, clip.pinyin, clip.label.rawValue, String(clip.attempt),
                        String(clip.stroke), Self.seconds(clip.start), Self.seconds(clip.end),
                    ].joined(separator: "\t") + "\n"
                    summary.clips.append(clip)
                    count += 1
                }
            }
            if count > 0 {
                try Self.write(Data(labels.utf8), to: folder.appendingPathComponent("\(speaker)/\(VoiceCorpusLayout.labels)"))
            }
            progress(speaker, count)
        }
        try Self.write(Data(listing.utf8), to: folder.appendingPathComponent(VoiceCorpusLayout.listing))
        return summary
    }

    /// Makes `folder` ready: created when missing; refused when it holds anything unless `replacing`, and then
    /// only when it holds an earlier export, whose files are removed.
    private static func prepare(_ folder: URL, replacing: Bool) throws(VoiceCorpusError) {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw VoiceCorpusError(file: folder.path, problem: "is a file, not a folder") }
            let entries = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
            if !entries.isEmpty {
                guard replacing else {
                    throw VoiceCorpusError(
                        file: folder.path, problem: "is not empty: give --force to replace an earlier export there")
                }
                guard entries.contains(VoiceCorpusLayout.listing) else {
                    throw VoiceCorpusError(
                        file: folder.path,
                        problem: "holds no earlier export (\(VoiceCorpusLayout.listing)): --force only replaces an export")
                }
                for entry in entries where entry == VoiceCorpusLayout.listing || entry.hasPrefix("learner-") {
                    do {
                        try files.removeItem(at: folder.appendingPathComponent(entry))
                    } catch {
                        throw VoiceCorpusError(file: folder.appendingPathComponent(entry).path, problem: "cannot be removed: \(error.localizedDescription)")
                    }
                }
            }
        } else {
            do {
                try files.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw VoiceCorpusError(file: folder.path, problem: "cannot be created: \(error.localizedDescription)")
            }
        }
    }

    private static func write(_ data: Data, to file: URL) throws(VoiceCorpusError) {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        } catch {
            throw VoiceCorpusError(file: file.path, problem: "cannot be written: \(error.localizedDescription)")
        }
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}

/// Why an export's folder cannot be used, in one line: `file: problem`.
public struct VoiceCorpusError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}
