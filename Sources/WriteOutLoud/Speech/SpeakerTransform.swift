import Foundation

/// A speaker's MLLR transform as sphinxtrain's `mllr_solve` writes it and PocketSphinx's `-mllr` reads it:
/// a text file of the number of classes and of feature streams, then per stream its length followed, per
/// class, by the matrix A, the offset b and the variance scales h (means become A·μ + b).
///
/// PocketSphinx reads the file with few checks and indexes the model's streams by it, so the engine
/// checks it first: every number present and finite, and one class (PocketSphinx applies one to all
/// Gaussians).
public struct SpeakerTransform: Hashable, Sendable {
    /// The file the transform was read from.
    public let url: URL
    /// Length of each feature stream (13, 13, 13 for the en-us model's cepstra, deltas and double deltas).
    public let streamLengths: [Int]

    /// Reads and checks a transform file.
    /// - Throws: ``SpeechError`` naming the file and what is wrong with it.
    public init(contentsOf url: URL) throws(SpeechError) {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw SpeechError(subject: url.path, reason: .missingFile)
        }
        self.url = url
        streamLengths = try Self.parse(text, file: url.path)
    }

    private static func parse(_ text: String, file: String) throws(SpeechError) -> [Int] {
        var numbers = text.split(whereSeparator: \.isWhitespace).makeIterator()
        var position = 0
        func next(_ what: String) throws(SpeechError) -> Double {
            position += 1
            guard let word = numbers.next() else { throw problem("ends before the \(what) (value \(position))") }
            guard let value = Double(word), value.isFinite else {
                throw problem("value \(position), the \(what), is \"\(word)\", not a finite number")
            }
            return value
        }
        func count(_ what: String, in range: ClosedRange<Int>) throws(SpeechError) -> Int {
            let value = try next(what)
            guard let whole = Int(exactly: value), range.contains(whole) else {
                throw problem("the \(what) is \(value), expected a whole number in \(range)")
            }
            return whole
        }
        func problem(_ message: String) -> SpeechError {
            SpeechError(subject: file, reason: .invalidInput("not a speaker transform: \(message)"))
        }
        let classes = try count("number of classes", in: 1...1)
        let streams = try count("number of feature streams", in: 1...8)
        var lengths: [Int] = []
        for stream in 0..<streams {
            let length = try count("length of stream \(stream)", in: 1...128)
            for _ in 0..<(classes * (length * length + 2 * length)) {
                _ = try next("transform value of stream \(stream)")
            }
            lengths.append(length)
        }
        if let extra = numbers.next() { throw problem("unexpected \"\(extra)\" after the last stream") }
        return lengths
    }

    /// Reads and checks a transform from its text (a ``StoredSpeakerTransform``'s), through a temporary file that
    /// exists only while `body` runs: PocketSphinx reads transforms from files.
    /// - Throws: ``SpeechError`` when the text is not a transform or the file cannot be written; what `body` throws.
    public static func withTemporaryFile<Value>(
        text: String, _ body: (SpeakerTransform) throws(SpeechError) -> Value
    ) throws(SpeechError) -> Value {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wol-mllr-\(UUID().uuidString).mllr")
        guard FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8)) else {
            throw SpeechError(subject: file.path, reason: .invalidInput("the speaker transform cannot be written there"))
        }
        defer { try? FileManager.default.removeItem(at: file) }
        return try body(try SpeakerTransform(contentsOf: file))
    }

    /// Runs `body` with a transform file that leaves the means of `acousticModel` as they are (A = I, b = 0,
    /// h = 1), removed afterwards: how a decoder drops a learner's transform.
    static func withIdentity(fitting acousticModel: URL, _ body: (URL) throws(SpeechError) -> Void) throws(SpeechError) {
        let lengths = try streamLengths(ofMeans: acousticModel.appendingPathComponent("means"))
        var text = "1\n\(lengths.count)\n"
        for length in lengths {
            text += "\(length)\n"
            for row in 0..<length {
                text += (0..<length).map { $0 == row ? "1" : "0" }.joined(separator: " ") + "\n"
            }
            text += Array(repeating: "0", count: length).joined(separator: " ") + "\n"
            text += Array(repeating: "1", count: length).joined(separator: " ") + "\n"
        }
        try withTemporaryFile(text: text) { identity throws(SpeechError) in try body(identity.url) }
    }

    /// Checks that the transform fits an acoustic model: as many streams, each as long, as the model's
    /// Gaussian means (read from the `means` file's header).
    /// - Throws: ``SpeechError`` naming the transform and the model when they do not fit.
    public func check(fits acousticModel: URL) throws(SpeechError) {
        let means = acousticModel.appendingPathComponent("means")
        let modelLengths = try Self.streamLengths(ofMeans: means)
        guard modelLengths == streamLengths else {
            throw SpeechError(
                subject: url.path,
                reason: .invalidInput(
                    "transform streams \(streamLengths) do not fit the model \(acousticModel.path) (streams \(modelLengths))"))
        }
    }

    /// The stream lengths in a Sphinx-III `means` file: after the text header (ended by `endhdr`) and the
    /// byte-order word, the numbers of codebooks, streams and densities, then one length per stream.
    static func streamLengths(ofMeans url: URL) throws(SpeechError) -> [Int] {
        guard let data = try? Data(contentsOf: url) else { throw SpeechError(subject: url.path, reason: .missingFile) }
        let malformed = SpeechError(subject: url.path, reason: .invalidInput("is not a Sphinx means file"))
        guard let words = SphinxParameterWords(data), words[0] != nil, let streams = words[1], words[2] != nil,
            streams < 64
        else { throw malformed }
        var lengths: [Int] = []
        for index in 0..<streams {
            guard let length = words[3 + index] else { throw malformed }
            lengths.append(length)
        }
        return lengths
    }
}
