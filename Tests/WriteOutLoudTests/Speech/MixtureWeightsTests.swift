import Foundation
import Testing

@testable import WriteOutLoud

/// Debian's en-us model ships its mixture weights only as a quantised sendump; enrolment dequantises them
/// for sphinxtrain.
@Suite struct MixtureWeightsTests {
    static let sendump = RecognizerConfiguration.debianAcousticModel.appendingPathComponent("sendump")

    @Test func debianSendumpGivesNormalisedWeightsPerSenoneAndStream() throws {
        let weights = try MixtureWeights(sendump: Self.sendump)
        #expect(weights.senones == 5126)
        #expect(weights.streams == 3)
        #expect(weights.codewords == 128)
        for row in stride(from: 0, to: weights.values.count, by: weights.codewords * 997) {
            let total = weights.values[row..<row + weights.codewords].reduce(0, +)
            #expect(abs(total - 1) < 1e-4)
        }
    }

    @Test func theMandarinModelsClusteredSendumpGivesNormalisedWeights() throws {
        let weights = try MixtureWeights(
            sendump: MandarinModelTests.model.appendingPathComponent("sendump"))
        #expect(weights.senones == 5210)
        #expect(weights.streams == 3)
        #expect(weights.codewords == 256)
        for row in stride(from: 0, to: weights.values.count, by: weights.codewords * 997) {
            let slice = weights.values[row..<row + weights.codewords]
            #expect(abs(slice.reduce(0, +) - 1) < 1e-4)
            #expect(slice.max()! > 10 * slice.min()!, "a senone's weights are all alike")
        }
    }

    @Test(arguments: [
        (MandarinModelTests.model, ".semi."), (RecognizerConfiguration.debianAcousticModel, ".ptm."),
    ])
    func theModelTypeIsTakenFromFeatureParametersOrTheCodebookCount(model: URL, mapping: String) {
        #expect(FeatureParameters(model: model).stateToCodebook == mapping)
    }

    @Test func writtenFileHasSphinxHeaderAndDimensions() throws {
        let weights = try MixtureWeights(sendump: Self.sendump)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wol-mixw-\(UUID())")
        defer { try? FileManager.default.removeItem(at: url) }
        try weights.write(to: url)
        let data = try Data(contentsOf: url)
        let end = try #require(data.range(of: Data("endhdr\n".utf8)))
        #expect(end.upperBound % 4 == 0)
        let words = (0..<5).map { index in
            data[end.upperBound + 4 * index..<end.upperBound + 4 * index + 4].reversed()
                .reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        }
        #expect(words == [0x1122_3344, 5126, 3, 128, 5126 * 3 * 128])
        #expect(data.count == end.upperBound + 20 + 5126 * 3 * 128 * 4)
    }

    @Test func fileThatIsNotASendumpIsNamed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wol-not-sendump-\(UUID())")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("hello".utf8).write(to: url)
        #expect(throws: EnrollmentError(subject: url.path, problem: "is not a PocketSphinx sendump file")) {
            _ = try MixtureWeights(sendump: url)
        }
    }
}
