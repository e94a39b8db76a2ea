import ArgumentParser
import Foundation
import WriteOutLoud

/// Words the recogniser heard in each session of a corpus, saved so aligner work can re-score without decoding.
///
/// Only for development: the committed figures are made without it, so they include the recogniser's run.
struct SyncWordsCache: Codable, Sendable {
    var corpusSeed: Int
    var corpusCount: Int
    /// Recognised words on the ink clock, by recording file name.
    var words: [String: [WordSegment]]

    /// The cache at `path` when it was made for this corpus, else an empty one.
    static func load(_ path: String, for corpus: SyncCorpus) -> SyncWordsCache {
        let empty = SyncWordsCache(corpusSeed: corpus.seed, corpusCount: corpus.count, words: [:])
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)),
            let cache = try? JSONDecoder().decode(SyncWordsCache.self, from: data),
            cache.corpusSeed == corpus.seed, cache.corpusCount == corpus.count
        else { return empty }
        return cache
    }

    /// - Throws: ``BenchFailure`` naming the file when it cannot be written.
    func save(_ path: String) throws {
        do {
            try JSONEncoder().encode(self).write(to: URL(fileURLWithPath: path))
        } catch {
            throw BenchFailure("\(path): cannot write: \(error.localizedDescription)")
        }
    }
}
