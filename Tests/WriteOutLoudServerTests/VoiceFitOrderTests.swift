import Foundation
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// The enroller's one fitting thread takes a learner waiting for their transform (a `PUT`) before own models
/// already waiting to be fitted in the background, and a learner's newer reading takes the place of their older
/// one still waiting, which is then never fitted. Which fits ran, in what order, is read from the sphinxtrain
/// programs each kind runs (`mllr_solve` for a transform, `map_adapt` for an own model).
@Suite(.serialized) struct VoiceFitOrderTests {
    @Test func aWaitingLearnerGoesFirstAndANewerReadingReplacesTheOlder() async throws {
        let room = try await Classroom()
        let server = try await SharedEngine.server(store: room.store)
        let enroller = server.engine.enroller
        let tools = try SphinxTrainTools(logged: ["mllr_solve", "map_adapt"])
        defer { tools.remove() }
        enroller.toolsFolder = tools.folder
        let leftBefore = try VoiceAPITests.voiceFiles()
        let reading = try Self.reading(SpokenReadings.prompt())
        let older = try Self.reading(SpokenReadings.prompt(wordsPerMinute: 110))
        let transform = try await enroller.fit(reading, prompt: .practicePage).transform
        let olderTransform = try await enroller.fit(older, prompt: .practicePage).transform
        #expect(olderTransform.text != transform.text)
        for learner in ["ana", "bo"] { try await room.store.saveSpeakerTransform(transform, learner: learner) }
        let runsBefore = try tools.runs().count

        let release = enroller.hold()
        enroller.adaptInBackground(older, prompt: .practicePage, after: olderTransform, learner: "ana", store: room.store)
        enroller.adaptInBackground(reading, prompt: .practicePage, after: transform, learner: "bo", store: room.store)
        enroller.adaptInBackground(reading, prompt: .practicePage, after: transform, learner: "ana", store: room.store)
        #expect(enroller.waiting.ownModels == ["ana", "bo"], "ana's newer reading did not take her older one's place")
        async let waited = enroller.fit(reading, prompt: .practicePage)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(120))
        while enroller.waiting.transforms == 0, clock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        #expect(enroller.waiting.transforms == 1, "the waiting learner's fit never lined up")
        release()
        _ = try await waited
        for learner in ["ana", "bo"] { try await VoiceAdaptationTests.waitForOwnModel(server, learner: learner) }

        #expect(
            Array(try tools.runs().dropFirst(runsBefore)) == ["mllr_solve", "map_adapt", "map_adapt"],
            "the waiting learner's transform first, then two own models, not ana's older one")
        #expect(enroller.waiting.transforms == 0 && enroller.waiting.ownModels.isEmpty)
        // Her older reading's model would not have been kept: it was fitted after a transform she no longer has.
        #expect(try await room.store.learnerModel(learner: "ana") != nil, "ana's newer reading was not the one fitted")
        #expect(try await room.store.learnerModel(learner: "bo") != nil)
        #expect(try await VoiceAPITests.filesLeft(since: leftBefore).isEmpty, "a fit left temporary files")
    }

    @Test func noMoreOwnModelsWaitThanEnrolmentsMay() async throws {
        let room = try await Classroom()
        var limits = ServerLimits()
        limits.enrolmentsWaiting = 2
        let server = try await SharedEngine.server(store: room.store, limits: limits)
        let enroller = server.engine.enroller
        let reading = try Self.reading(SpokenReadings.prompt())
        // A transform that cannot be read: each fit let through fails at once when the thread is released.
        let transform = StoredSpeakerTransform(acousticModel: "", text: "not a transform")
        let learners = ["ana", "bo", "cy", "di"]
        let release = enroller.hold()
        for learner in learners {
            enroller.adaptInBackground(reading, prompt: .practicePage, after: transform, learner: learner, store: room.store)
        }
        let waiting = enroller.waiting.ownModels
        release()
        #expect(waiting == ["ana", "bo"], "own models waiting past the limit of 2: \(waiting)")
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(120))
        while learners.contains(where: enroller.isAdapting), clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        #expect(!learners.contains(where: enroller.isAdapting), "a fit never ended")
    }

    /// A reading as `PUT /api/v1/voice` hands it to the enroller.
    private static func reading(_ wav: Data) throws -> VoiceEnroller.Reading {
        let part = MultipartForm.Part(name: "audio", filename: "reading.wav", contentType: "audio/wav", data: wav)
        return VoiceEnroller.Reading(bytes: wav, fileExtension: "wav", audio: try UploadedAudio.read(part, limits: ServerLimits()))
    }
}
