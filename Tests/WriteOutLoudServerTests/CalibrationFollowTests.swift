import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// A calibration activated in the store while the server runs is applied without a restart, and each report says
/// which calibration judged it.
@Suite struct CalibrationFollowTests {
    /// A calibration whose teacher passes strokes from `line` on (to a twentieth of a point: kou-correct's strokes
    /// score above 99).
    static func calibration(passingFrom line: Double) throws -> Calibration {
        let samples = stride(from: 0.0, through: 100, by: 0.05).map { score in
            CalibrationSample(strokeType: .heng, accuracy: score, scores: .zero, humanPass: score >= line)
        }
        return try Calibrator(bootstrap: Bootstrap(resamples: 10)).calibrate(samples, labelsFile: "l").calibration
    }

    @Test func aCalibrationActivatedWhileTheServerRunsIsApplied() async throws {
        let room = try await Classroom()
        let app = try await room.server().application(host: "127.0.0.1", port: 0, calibrationCheckSeconds: 0.2)
        try await app.test(.router) { client in
            let defaults = try await Self.report(on: client)
            #expect(defaults.calibration == nil)
            #expect(defaults.strokes.allSatisfy { $0.passed })

            try await room.store.activateCalibration(try Self.calibration(passingFrom: 99.9))
            let strict = try #require(try await room.store.activeCalibration())
            let judgedStrictly = try await Self.report(on: client, applying: strict)
            #expect(judgedStrictly.calibration == strict.applied)
            #expect(judgedStrictly.calibration?.passThreshold == strict.calibration.passThreshold)
            #expect(judgedStrictly.strokes.map(\.accuracy) == defaults.strokes.map(\.accuracy))
            #expect(judgedStrictly.strokes.contains { !$0.passed }, "the strict threshold fails some strokes")

            try await room.store.activateCalibration(try Self.calibration(passingFrom: 20))
            let lenient = try #require(try await room.store.activeCalibration())
            #expect(lenient.id > strict.id)
            let judgedLeniently = try await Self.report(on: client, applying: lenient)
            #expect(judgedLeniently.calibration == lenient.applied)
            #expect(judgedLeniently.strokes.allSatisfy { $0.passed })
        }
    }

    /// The report on an upload of kou-correct's ink.
    static func report(on client: some TestClientProtocol) async throws -> AnalysisReport {
        try await client.execute(
            uri: "/api/v1/analyses", method: .post, headers: FormBody.headers, body: try Classroom.upload()
        ) { response in
            #expect(response.status == .ok)
            return try JSONDecoder().decode(AnalysisReport.self, from: Data(buffer: response.body))
        }
    }

    /// The report once the server applies `active`, or the last one after two minutes of asking (long, because
    /// a machine busy with other tests may run the server's check late).
    static func report(on client: some TestClientProtocol, applying active: ActiveCalibration) async throws -> AnalysisReport {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(120)
        while true {
            let next = try await report(on: client)
            if next.calibration == active.applied || clock.now > deadline { return next }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    @Test func theStoresCalibrationIsReadBeforeTheFirstRequest() async throws {
        let room = try await Classroom()
        try await room.store.activateCalibration(try Self.calibration(passingFrom: 100))
        let active = try #require(try await room.store.activeCalibration())
        let server = try await room.server()
        #expect(try await server.engine.followActiveCalibration() == active.applied)
        #expect(server.engine.strokeAnalyzer.configuration.passThreshold == active.calibration.passThreshold)
    }
}
