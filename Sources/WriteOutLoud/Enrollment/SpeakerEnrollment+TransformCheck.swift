import Foundation

extension SpeakerEnrollment {
    /// Parts the reading's words are dealt into by ``checkTransform(_:parts:seed:)`` (word *i* into part *i* mod
    /// `parts`). Seven, fixed before any voice was measured: the practice page's fourteen words in pairs, so that
    /// each transform tested is fitted on twelve of them, close to the one fitted on the whole reading.
    public static let checkParts = 7

    /// Measures whether one MLLR transform of the recogniser's main model pays for this learner, by
    /// cross-validation over their reading: the takes are cut into their words, the words dealt into `parts`
    /// groups, and for each group a transform is fitted on the other words; the group's stroke names are then
    /// decoded as the recogniser decodes (its names, its settings) with and without that transform, clean and with
    /// pink noise at ``EnrollmentTransformCheck/noiseSNR``. A part whose remaining words `bw` cannot align (the
    /// cut fell badly) is left out of the tally. The recogniser is left without a transform.
    /// - Parameter seed: of the noise, so that a check can be repeated exactly.
    /// - Throws: ``EnrollmentError`` naming the recording, word or tool at fault, as ``enroll(_:writingTo:)``.
    public func checkTransform(
        _ takes: [EnrollmentTake], parts: Int = checkParts, seed: UInt64 = 43
    ) throws(EnrollmentError) -> EnrollmentTransformCheck {
        guard !takes.isEmpty else { throw EnrollmentError(subject: "enrolment", problem: "no recordings given") }
        guard parts >= 2 else { throw EnrollmentError(subject: "transform check", problem: "needs at least 2 parts, got \(parts)") }
        let pronunciations = try EnrollmentDictionary(files: dictionaries).phones
        let reading = try ReadingPieces(takes, recognizer: recognizer, pronunciations: pronunciations)
        let pieces = reading.pieces
        let groups = Dictionary(grouping: pieces.indices) { $0 % min(parts, pieces.count) }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("wol-check-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: work)
            try? recognizer.useSpeakerTransform(nil)
        }
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            throw EnrollmentError(subject: work.path, problem: "cannot be created: \(error.localizedDescription)")
        }
        var clean = EnrollmentTransformCheck.Tally()
        var noisy = EnrollmentTransformCheck.Tally()
        var unaligned = 0
        for (part, heldBack) in groups.sorted(by: { $0.key < $1.key }) {
            let names = heldBack.compactMap { index in StrokeType(spokenName: pieces[index].word).map { (index, $0) } }
            guard !names.isEmpty else { continue }
            var noise = SeededNoise(seed: seed &+ UInt64(part))
            let trials = names.map { index, name in
                let piece = pieces[index]
                return (name, piece.audio, noise.mix(
                    piece.audio, colour: .pink, snr: EnrollmentTransformCheck.noiseSNR,
                    speechRMS: SeededNoise.rms(Array(piece.audio.samples[piece.voiced.clamped(to: piece.audio.samples.indices)]))))
            }
            let (rest, words) = reading.joined(pieces.indices.filter { !heldBack.contains($0) })
            let recording = work.appendingPathComponent("part\(part).wav")
            do {
                try WAVEncoding.pcm16(rest).write(to: recording)
            } catch {
                throw EnrollmentError(subject: recording.path, problem: "cannot be written: \(error.localizedDescription)")
            }
            let transform: SpeakerTransform
            do {
                transform = try enroll(
                    [EnrollmentTake(audio: recording, words: words)], writingTo: work.appendingPathComponent("part\(part).mllr"))
            } catch where error.subject == "bw" && !error.isSetupFault {
                unaligned += 1
                continue
            }
            for withTransform in [false, true] {
                do {
                    try recognizer.useSpeakerTransform(withTransform ? transform : nil)
                    for (name, audio, noisyAudio) in trials {
                        let right = try goodOutcomes(audio, name: name)
                        let noisyRight = try goodOutcomes(noisyAudio, name: name)
                        if withTransform {
                            clean.with += right
                            noisy.with += noisyRight
                        } else {
                            clean.without += right
                            noisy.without += noisyRight
                            clean.trials += 3
                            noisy.trials += 3
                        }
                    }
                } catch {
                    throw EnrollmentError(subject: error.subject, problem: error.problem)
                }
            }
        }
        return EnrollmentTransformCheck(clean: clean, noisy: noisy, partsNotAligned: unaligned)
    }

    /// Fits a transform to the takes (``enroll(_:writingTo:)``) only when ``checkTransform(_:parts:seed:)`` says it
    /// pays; else writes nothing (an earlier transform at `output` is left as it was).
    /// - Returns: the transform written, nil when it was not kept, and the check that decided.
    public func enrollIfItPays(
        _ takes: [EnrollmentTake], writingTo output: URL
    ) throws(EnrollmentError) -> (transform: SpeakerTransform?, check: EnrollmentTransformCheck) {
        let check = try checkTransform(takes)
        guard check.kept else { return (nil, check) }
        return (try enroll(takes, writingTo: output), check)
    }

    /// Of three decodes of one name said — free, its name expected, its most confusable other name expected —
    /// how many come out right (heard as itself, accepted, refused).
    private func goodOutcomes(_ audio: AudioBuffer, name: StrokeType) throws(SpeechError) -> Int {
        let aligner = ExpectedNameAligner()
        let confusable = Self.mostConfusable(with: name)
        let heard = try recognizer.transcribe(audio).compactMap(\.name) == [name]
        let accepted = aligner.align(expected: [name], words: try recognizer.transcribe(audio, expecting: [name]))[0].matched
        let wrong = aligner.align(expected: [confusable], words: try recognizer.transcribe(audio, expecting: [confusable]))[0]
            .matched
        return (heard ? 1 : 0) + (accepted ? 1 : 0) + (wrong ? 0 : 1)
    }

    /// The other stroke whose toneless pinyin is fewest letter edits from `name`'s (ties: the earlier case), as the
    /// speech benchmark picks the confusable name it expects.
    static func mostConfusable(with name: StrokeType) -> StrokeType {
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var row = Array(0...b.count)
            for (i, x) in a.enumerated() {
                var previous = row[0]
                row[0] = i + 1
                for (j, y) in b.enumerated() {
                    let substitution = previous + (x == y ? 0 : 1)
                    previous = row[j + 1]
                    row[j + 1] = min(substitution, row[j] + 1, row[j + 1] + 1)
                }
            }
            return row[b.count]
        }
        let letters = Array(name.rawValue)
        return StrokeType.allCases.filter { $0 != name }.min {
            distance(letters, Array($0.rawValue)) < distance(letters, Array($1.rawValue))
        }!
    }
}
