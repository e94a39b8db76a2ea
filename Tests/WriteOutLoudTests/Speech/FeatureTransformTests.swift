import Foundation
import Testing

@testable import WriteOutLoud

/// A model folder with a linear feature transform (`feature_transform`, as sphinxtrain's LDA + MLLT stages write
/// it) loads as any other, PocketSphinx applies the transform, enrolment's `bw` is told it, and a transform that
/// does not fit the model is refused naming the file instead of ending the process.
@Suite struct FeatureTransformTests {
    /// `zh-wideband` (39 features, 39-dimensional means) with `transform` as its feature transform, the other files
    /// linked, in a folder of the same name so that its stroke-name dictionary is found.
    struct ModelWithTransform {
        let directory: URL
        let model: URL

        init(_ transform: [[Float]]?, layers: Int = 1) throws {
            directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("wol-lda-\(UUID().uuidString)")
            model = directory.appendingPathComponent("zh-wideband")
            try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
            let shipped = MandarinModelTests.companion
            for name in try FileManager.default.contentsOfDirectory(atPath: shipped.path) {
                try FileManager.default.createSymbolicLink(
                    at: model.appendingPathComponent(name), withDestinationURL: shipped.appendingPathComponent(name))
            }
            if let transform {
                try Self.matrixFile(transform, layers: layers)
                    .write(to: model.appendingPathComponent("feature_transform"))
            }
        }

        /// A Sphinx-3 matrix file as sphinxtrain writes a transform: `layers` copies of `rows`, little-endian.
        static func matrixFile(_ rows: [[Float]], layers: Int) -> Data {
            let start = "s3\nversion 0.1\n"
            let end = "endhdr\n"
            let padding = String(repeating: " ", count: (4 - (start.count + end.count) % 4) % 4)
            var data = Data((start + padding + end).utf8)
            let values = Array(repeating: rows.flatMap { $0 }, count: layers).flatMap { $0 }
            for word in [0x1122_3344, layers, rows.count, rows.first?.count ?? 0, values.count].map(UInt32.init) {
                withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) }
            }
            for value in values { withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) } }
            return data
        }

        func configuration() -> RecognizerConfiguration {
            RecognizerConfiguration(acousticModel: model, modelsDirectory: Repository.models, names: .mandarin)
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    /// `rows` rows of an identity matrix `columns` wide (rows past the diagonal are zero).
    static func identity(rows: Int = 39, columns: Int = 39) -> [[Float]] {
        (0..<rows).map { row in (0..<columns).map { $0 == row ? 1 : 0 } }
    }

    /// The words heard in three recordings. Only the words: the model dithers its input, and PocketSphinx draws the
    /// dither from one random stream per process, so decoders running at once (tests run in parallel) draw
    /// different dither and may differ in a confidence's last digits or a word's end by a frame.
    static func heard(_ configuration: RecognizerConfiguration) throws -> [[String]] {
        let recognizer = try SpeechRecognizer(configuration: configuration)
        return try [["heng2"], ["shu4", "zhe2"], ["gou1"]].map {
            try recognizer.transcribe(MandarinModelTests.joined($0)).map(\.word)
        }
    }

    @Test func anIdentityTransformLoadsAndChangesNothing() throws {
        let plain = try ModelWithTransform(nil)
        let identity = try ModelWithTransform(Self.identity())
        defer { plain.remove(); identity.remove() }
        let words = try Self.heard(plain.configuration())
        #expect(words.contains { !$0.isEmpty })
        #expect(try Self.heard(identity.configuration()) == words)
    }

    /// The features in reverse order (double deltas first) are another space than the means were trained in: if
    /// PocketSphinx applies the transform, what is heard changes.
    @Test func theTransformIsApplied() throws {
        let plain = try ModelWithTransform(nil)
        let reversed = try ModelWithTransform(Array(Self.identity().reversed()))
        defer { plain.remove(); reversed.remove() }
        #expect(try Self.heard(reversed.configuration()) != Self.heard(plain.configuration()))
    }

    @Test func enrolmentTellsBwTheTransform() throws {
        let plain = try ModelWithTransform(nil)
        let identity = try ModelWithTransform(Self.identity())
        defer { plain.remove(); identity.remove() }
        let arguments = FeatureParameters(model: identity.model).featureArguments
        #expect(arguments.suffix(2) == ["-lda", identity.model.appendingPathComponent("feature_transform").path])
        #expect(!FeatureParameters(model: plain.model).featureArguments.contains("-lda"))
    }

    /// PocketSphinx would end the process on the first (columns that are not the 39 features) and refuse the
    /// second with only a log line (rows that are not the means' 39 dimensions).
    @Test(arguments: [
        (39, 40, "transforms vectors of 40 features, but the model's features (1s_c_d_dd) have 39"),
        (29, 39, "gives vectors of 29 features, but the model's means have 39"),
    ])
    func aTransformThatDoesNotFitTheModelIsRefusedNamingIt(rows: Int, columns: Int, problem: String) throws {
        let model = try ModelWithTransform(Self.identity(rows: rows, columns: columns))
        defer { model.remove() }
        let file = model.model.appendingPathComponent("feature_transform").path
        #expect(throws: SpeechError(subject: file, reason: .invalidInput(problem))) {
            try SpeechRecognizer(configuration: model.configuration())
        }
    }

    @Test func aTransformCutShortIsRefusedNamingIt() throws {
        let model = try ModelWithTransform(nil)
        defer { model.remove() }
        let file = model.model.appendingPathComponent("feature_transform")
        let whole = ModelWithTransform.matrixFile(Self.identity(), layers: 1)
        try whole.prefix(whole.count - 8).write(to: file)
        let error = try #require(throws: SpeechError.self) {
            try SpeechRecognizer(configuration: model.configuration())
        }
        #expect(error.subject == file.path)
        try Data("not a transform\n".utf8).write(to: file)
        let other = try #require(throws: SpeechError.self) {
            try SpeechRecognizer(configuration: model.configuration())
        }
        #expect(other.subject == file.path)
    }
}
