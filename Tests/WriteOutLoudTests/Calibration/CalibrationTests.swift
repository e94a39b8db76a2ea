import Foundation
import Testing
import WriteOutLoud

@Suite struct CalibrationTests {
    private let temporary = TemporaryFolder("calibration")

    private func calibration() throws -> Calibration {
        var generator = SplitMix64(seed: 5)
        let samples = (0..<100).map { _ in
            let score = Double.random(in: 0...100, using: &generator)
            return CalibrationSample(
                strokeType: .heng, accuracy: score, scores: .zero, humanPass: score >= 75)
        }
        return try Calibrator(bootstrap: Bootstrap(resamples: 20)).calibrate(samples, labelsFile: "l").calibration
    }

    private func temporaryFile(_ data: Data) throws -> URL {
        let url = temporary.url.appendingPathComponent("calibration-\(UUID().uuidString).json")
        try data.write(to: url)
        return url
    }

    @Test func survivesTheRoundTripThroughItsFile() throws {
        let original = try calibration()
        let loaded = try Calibration.load(try temporaryFile(try original.encoded()))
        #expect(loaded == original)
        #expect(loaded.formatVersion == 1)
    }

    @Test func refusesAnotherVersion() throws {
        var json = try #require(String(data: try calibration().encoded(), encoding: .utf8))
        json = json.replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 7")
        #expect(throws: CalibrationError(file: "c.json", field: "formatVersion", problem: "is 7, this engine reads version 1")) {
            try Calibration.load(try temporaryFile(Data(json.utf8)), displayName: "c.json")
        }
    }

    @Test func refusesAThresholdOutsideTheScoreRange() throws {
        var calibration = try calibration()
        calibration.strokeTypes[0].threshold = 150
        #expect(
            throws: CalibrationError(file: "c.json", field: "strokeTypes[0].threshold", problem: "must be between 0 and 100")
        ) { try Calibration.load(try temporaryFile(try calibration.encoded()), displayName: "c.json") }
    }

    @Test func refusesMissingFieldsWithTheirPath() throws {
        #expect(throws: CalibrationError(file: "c.json", field: "overall", problem: "is missing")) {
            try Calibration.load(
                try temporaryFile(Data(#"{"formatVersion":1,"rule":{"name":"youden"},"minimumPerVerdict":10,"bootstrap":{"resamples":1,"seed":1,"level":0.95},"weights":{"shape":1,"direction":1,"position":1,"proportion":1},"strokeTypes":[],"dimensions":[]}"#.utf8)),
                displayName: "c.json")
        }
    }
}
