import Foundation
import Testing
import WriteOutLoud

/// The calibration a store holds as active, for every server and `wol analyze --store` sharing it.
@Suite struct CalibrationStoreTests {
    private let temporary = TemporaryFolder("store")

    static func calibration(passingFrom line: Double) throws -> Calibration {
        let samples = stride(from: 0.0, through: 100, by: 5).map { score in
            CalibrationSample(strokeType: .heng, accuracy: score, scores: .zero, humanPass: score >= line)
        }
        return try Calibrator(bootstrap: Bootstrap(resamples: 10)).calibrate(samples, labelsFile: "l").calibration
    }

    @Test(arguments: StoreKind.allCases) func theLatestActivatedCalibrationIsTheActiveOne(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        #expect(try await store.activeCalibration() == nil)
        let lenient = try Self.calibration(passingFrom: 40)
        let strict = try Self.calibration(passingFrom: 80)
        try await store.activateCalibration(lenient)
        try await store.activateCalibration(strict)
        let reopened = try await kind.reopen(store)
        let active = try #require(try await reopened.activeCalibration())
        #expect(active.calibration == strict)
        #expect(active.id == 2, "each activation gets a larger id")
        #expect(active.calibration.passThreshold == 77.5)
        #expect(active.calibration.applied().passThreshold == 77.5)
        #expect(active.applied == AppliedCalibration(id: 2, activatedAt: active.activatedAt, passThreshold: 77.5))
    }
}
