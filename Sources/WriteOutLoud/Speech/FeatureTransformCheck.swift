import Foundation

/// Checks an acoustic model's linear feature transform (`feature_transform`, sphinxtrain's LDA + MLLT), which
/// PocketSphinx finds in the model folder and applies to every feature vector, before PocketSphinx reads it: a
/// transform whose columns do not match the features ends the whole process (`lda.c`: "LDA matrix dimension …
/// doesn't match feature stream size"), with no error to catch.
enum FeatureTransformCheck {
    /// The file PocketSphinx loads as the model's transform (its `-lda`).
    static let fileName = "feature_transform"

    /// - Parameter folder: the model folder; a folder without a transform passes.
    /// - Throws: ``SpeechError`` naming the transform file: not a Sphinx-3 matrix file, cut short, its columns
    ///   not the length of the model's feature vector, or its rows (or `-ldadim`) not the length of the model's means.
    static func check(_ folder: URL) throws(SpeechError) {
        let file = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        let problem = { (reason: String) in SpeechError(subject: file.path, reason: .invalidInput(reason)) }
        guard let data = try? Data(contentsOf: file) else { throw problem("cannot be read") }
        guard let words = SphinxParameterWords(data), let count = words[0], let rows = words[1], let columns = words[2],
            let values = words[3], count > 0, rows > 0, columns > 0
        else { throw problem("is not a Sphinx-3 feature transform (a header, a byte-order word, three dimensions)") }
        guard values == count * rows * columns, words.valuesEnd(after: 4, count: values) <= data.count else {
            throw problem("is cut short: \(count)×\(rows)×\(columns) values are not all there")
        }
        let parameters = FeatureParameters(model: folder)
        if let length = parameters.featureLength, columns != length {
            let features = "the model's features (\(parameters.featureType)) have \(length)"
            throw problem("transforms vectors of \(columns) features, but \(features)")
        }
        let output = parameters.transformDimensions.map { $0 > 0 && $0 < rows ? $0 : rows } ?? rows
        if let means = try? Data(contentsOf: folder.appendingPathComponent("means")),
            let meanWords = SphinxParameterWords(means), meanWords[1] == 1, let length = meanWords[3], length != output
        {
            throw problem("gives vectors of \(output) features, but the model's means have \(length)")
        }
    }
}
