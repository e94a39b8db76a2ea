/// A reading aligned with the words said in it (``SpeechRecognizer/alignment(of:saying:pronunciations:)``): how well
/// the main model explains it along that path and where each word lies, for cutting an enrolment reading into its
/// words (``EnrollmentTransformCheck``).
public struct ReadingAlignment: Hashable, Sendable {
    /// One word of the path.
    public struct Word: Hashable, Sendable {
        /// The word as given (`heng`, `hengzhe`).
        public var word: String
        /// Its first to last frame, in seconds from the start of the recording.
        public var seconds: ClosedRange<Double>

        public init(word: String, seconds: ClosedRange<Double>) {
            self.word = word
            self.seconds = seconds
        }
    }

    /// Acoustic log-likelihood of the path, in nats.
    public var logLikelihood: Double
    /// Frames searched (100 a second).
    public var frames: Int
    /// The words in the order said, pauses left out.
    public var words: [Word]

    public init(logLikelihood: Double, frames: Int, words: [Word]) {
        self.logLikelihood = logLikelihood
        self.frames = frames
        self.words = words
    }
}
