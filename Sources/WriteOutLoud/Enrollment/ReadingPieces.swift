import Foundation

/// An enrolment reading cut into its words, each with half the pause either side, so that some words can be held
/// back from fitting a transform and decoded on their own (``SpeakerEnrollment/checkTransform(_:parts:seed:)``).
struct ReadingPieces {
    /// One word of the reading.
    struct Piece {
        var word: String
        /// The word and its share of the pauses around it, at ``SpeechRecognizer/decodingSampleRate``.
        var audio: AudioBuffer
        /// The samples of `audio` the alignment gave the word itself.
        var voiced: Range<Int>
    }

    /// Every take's words, in order.
    let pieces: [Piece]

    /// Aligns each take with its words (the recogniser's main model, as it is) and cuts between them.
    /// - Throws: ``EnrollmentError`` naming a recording that cannot be read or aligned with its words.
    init(_ takes: [EnrollmentTake], recognizer: SpeechRecognizer, pronunciations: [String: String]) throws(EnrollmentError) {
        let rate = SpeechRecognizer.decodingSampleRate
        var pieces: [Piece] = []
        for take in takes {
            let audio: AudioBuffer
            let alignment: ReadingAlignment?
            do {
                audio = try AudioFile.read(take.audio).resampled(to: rate)
                alignment = try recognizer.alignment(of: audio, saying: take.words, pronunciations: pronunciations)
            } catch let error as AudioError {
                throw EnrollmentError(subject: error.file, problem: error.problem)
            } catch let error as SpeechError {
                throw EnrollmentError(subject: take.audio.path, problem: error.problem)
            } catch {
                throw EnrollmentError(subject: take.audio.path, problem: "\(error)")
            }
            guard let words = alignment?.words, words.count == take.words.count else {
                throw EnrollmentError(subject: take.audio.path, problem: "could not be aligned with its words")
            }
            let count = audio.samples.count
            func sample(_ seconds: Double) -> Int { min(count, max(0, Int((seconds * rate).rounded()))) }
            var cuts = [0]
            for (word, next) in zip(words, words.dropFirst()) {
                cuts.append(sample((word.seconds.upperBound + next.seconds.lowerBound) / 2))
            }
            cuts.append(count)
            for (index, word) in words.enumerated() where cuts[index] < cuts[index + 1] {
                let range = cuts[index]..<cuts[index + 1]
                let voiced = sample(word.seconds.lowerBound)..<sample(word.seconds.upperBound)
                pieces.append(
                    Piece(
                        word: word.word, audio: AudioBuffer(samples: Array(audio.samples[range]), sampleRate: rate),
                        voiced: (voiced.lowerBound - range.lowerBound)..<max(voiced.lowerBound, voiced.upperBound) - range.lowerBound))
            }
        }
        self.pieces = pieces
    }

    /// The pieces at `indices` joined into one recording, in order, with their words: a take to fit a transform on.
    func joined(_ indices: [Int]) -> (audio: AudioBuffer, words: [String]) {
        (
            AudioBuffer(samples: indices.flatMap { pieces[$0].audio.samples }, sampleRate: SpeechRecognizer.decodingSampleRate),
            indices.map { pieces[$0].word }
        )
    }
}
