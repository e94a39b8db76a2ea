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

/// The 32-bit words after a Sphinx-3 parameter file's text header (`s3` … `endhdr`) and its byte-order word, read
/// in the file's byte order.
struct SphinxParameterWords {
    private let data: Data
    private let start: Int
    private let littleEndian: Bool

    /// Nil when `data` has no Sphinx-3 header or no byte-order word after it.
    init?(_ data: Data) {
        guard data.starts(with: Data("s3\n".utf8)), let end = data.range(of: Data("endhdr\n".utf8)),
            end.upperBound + 4 <= data.endIndex
        else { return nil }
        let marker = data[end.upperBound..<end.upperBound + 4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        switch marker {
        case 0x1122_3344: littleEndian = true
        case 0x4433_2211: littleEndian = false
        default: return nil
        }
        self.data = data
        start = end.upperBound + 4
    }

    /// The word at `index` (0 is the first after the byte-order word), nil past the end of the file.
    subscript(index: Int) -> Int? {
        let offset = start + 4 * index
        guard index >= 0, offset + 4 <= data.endIndex else { return nil }
        let bytes = data[offset..<offset + 4]
        let ordered = littleEndian ? Array(bytes.reversed()) : Array(bytes)
        return Int(ordered.reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    }

    /// Where `count` 4-byte values that follow the first `after` words end, as an offset into the file.
    func valuesEnd(after words: Int, count: Int) -> Int { start + 4 * (words + count) }
}
