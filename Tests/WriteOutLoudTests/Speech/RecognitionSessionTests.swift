import Testing
import WriteOutLoud

@Suite struct RecognitionSessionTests {
    /// Feeds a clip in uneven chunks and collects every update.
    static func stream(
        _ audio: AudioBuffer, through session: RecognitionSession, expecting expected: [StrokeType]?,
        chunkSizes: [Int]
    ) async throws -> [RecognitionUpdate] {
        let updates = try await session.start(expecting: expected)
        var index = 0
        var chunk = 0
        while index < audio.samples.count {
            let end = min(index + chunkSizes[chunk % chunkSizes.count], audio.samples.count)
            try await session.feed(Array(audio.samples[index..<end]), sampleRate: audio.sampleRate)
            index = end
            chunk += 1
        }
        try await session.stop()
        var collected: [RecognitionUpdate] = []
        for await update in updates { collected.append(update) }
        return collected
    }

    @Test(arguments: [16000.0, 44100.0])
    func streamingGivesTheBatchWords(rate: Double) async throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let clip = try SpeechFixtures.clip("horizontal-vertical-dot").resampled(to: rate)
        let expected: [StrokeType] = [.heng, .shu, .dian]
        let batch = try SpeechRecognizer(configuration: fixtures.configuration()).transcribe(clip, expecting: expected)
        let session = try RecognitionSession(configuration: fixtures.configuration())
        let updates = try await Self.stream(
            clip, through: session, expecting: expected, chunkSizes: [1000, 333, 4410, 77])
        guard case .final(let words) = updates.last else {
            Issue.record("the stream did not end with a final result: \(updates)")
            return
        }
        #expect(words == batch)
        #expect(!batch.isEmpty)
    }

    @Test func partialResultsGrowWithTheAudio() async throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let session = try RecognitionSession(configuration: fixtures.configuration())
        let updates = try await Self.stream(
            try SpeechFixtures.clip("horizontal-vertical-dot"), through: session, expecting: nil, chunkSizes: [1600])
        let partials = updates.compactMap { update -> (words: [PartialWord], through: Double)? in
            if case .partial(let words, let through) = update { return (words, through) }
            return nil
        }
        #expect(!partials.isEmpty)
        #expect(zip(partials, partials.dropFirst()).allSatisfy { $0.through < $1.through })
        #expect(partials.allSatisfy { partial in partial.words.allSatisfy { $0.end <= partial.through + 0.01 } })
        #expect(partials.last?.words.map(\.word) == ["horizontal", "vertical", "dot"])
    }

    @Test func sessionRunsUtterancesOneAfterAnother() async throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let session = try RecognitionSession(configuration: fixtures.configuration())
        let clip = try SpeechFixtures.clip("vertical")
        let first = try await Self.stream(clip, through: session, expecting: nil, chunkSizes: [4000])
        let second = try await Self.stream(clip, through: session, expecting: nil, chunkSizes: [123])
        #expect(first.last == second.last)
    }

    @Test func cancelEndsTheStreamWithoutAFinalResult() async throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let session = try RecognitionSession(configuration: fixtures.configuration())
        let updates = try await session.start()
        try await session.feed(try SpeechFixtures.clip("vertical").samples, sampleRate: 16000)
        await session.cancel()
        var finals = 0
        for await update in updates { if case .final = update { finals += 1 } }
        #expect(finals == 0)
        #expect(try await session.stop().isEmpty)
    }

    @Test func feedingWithoutStartOrWithAChangedRateFails() async throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let session = try RecognitionSession(configuration: fixtures.configuration())
        await #expect(throws: SpeechError.self) { try await session.feed([0, 0], sampleRate: 16000) }
        _ = try await session.start()
        try await session.feed([Float](repeating: 0, count: 800), sampleRate: 16000)
        await #expect(throws: SpeechError.self) { try await session.feed([0, 0], sampleRate: 8000) }
        await #expect(throws: SpeechError.self) { try await session.feed([0, 0], sampleRate: 0) }
    }
}
