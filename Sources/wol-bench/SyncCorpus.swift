import Foundation
import WriteOutLoud

/// A corpus written by `scripts/bench/make-sessions.py`: the recordings' folder and the truth about each.
struct SyncCorpus: Decodable, Sendable {
    /// One spoken clip placed in a session's audio, times on the ink clock.
    struct Clip: Decodable, Sendable {
        var id: Int
        /// The words said, as the speech synthesiser read them.
        var text: String
        /// The stroke type the clip names; nil for a filler word.
        var token: String?
        /// `name`, `repeat`, `wrong` (corrected afterwards) or `filler`.
        var role: String
        var onset: Double
        var offset: Double

        var span: TimeSpan { TimeSpan(start: onset, end: offset) }
    }

    /// The truth about one template stroke.
    struct Stroke: Decodable, Sendable {
        var stroke: Int
        var penDown: Double
        var penUp: Double
        /// Clips whose speech is right for this stroke; empty when the right answer is no speech.
        var accepted: [Int]
        /// Labels the stroke is scored under (`lead`, `overlap`, `unnamed` …).
        var conditions: [String]
    }

    /// One recording and its truth.
    struct Session: Decodable, Sendable {
        var file: String
        var character: String
        var language: String
        var style: String
        var clips: [Clip]
        var strokes: [Stroke]
    }

    var seed: Int
    var count: Int
    /// The real person who says the names (`make-sessions.py --voice`), or nil when espeak-ng does.
    var speaker: String?
    var sessions: [Session]

    /// The folder holding the recordings and `truth.json`; set after decoding.
    var folder = URL(fileURLWithPath: ".")

    private enum CodingKeys: String, CodingKey { case seed, count, speaker, sessions }

    /// Reads `<folder>/truth.json`.
    /// - Throws: ``SyncCorpusError`` naming the file and, for a bad entry, the field.
    static func load(folder: URL) throws(SyncCorpusError) -> SyncCorpus {
        let file = folder.appendingPathComponent("truth.json")
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw SyncCorpusError(
                "\(file.path): cannot read (make the corpus with scripts/bench/make-sessions.py --out \(folder.path) --count N)")
        }
        var corpus: SyncCorpus
        do {
            corpus = try JSONDecoder().decode(SyncCorpus.self, from: data)
        } catch let error as DecodingError {
            throw SyncCorpusError("\(file.path): \(Self.describe(error))")
        } catch {
            throw SyncCorpusError("\(file.path): \(error)")
        }
        corpus.folder = folder
        for (index, session) in corpus.sessions.enumerated() {
            for stroke in session.strokes {
                if let bad = stroke.accepted.first(where: { !session.clips.indices.contains($0) }) {
                    throw SyncCorpusError(
                        "\(file.path): sessions[\(index)].strokes[\(stroke.stroke)].accepted: clip \(bad) does not exist")
                }
            }
        }
        return corpus
    }

    func url(of session: Session) -> URL { folder.appendingPathComponent(session.file) }

    private static func describe(_ error: DecodingError) -> String {
        let (path, problem): ([any CodingKey], String) =
            switch error {
            case .keyNotFound(let key, let context): (context.codingPath + [key], "is missing")
            case .typeMismatch(_, let context): (context.codingPath, "has the wrong type")
            case .valueNotFound(_, let context): (context.codingPath, "is null")
            case .dataCorrupted(let context): (context.codingPath, "is not valid JSON")
            @unknown default: ([], "is invalid")
            }
        let field = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return "\(field.isEmpty ? "(document)" : String(field.drop { $0 == "." })) \(problem)"
    }
}

/// A corpus that cannot be used; the description is one line naming the file and the problem.
struct SyncCorpusError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
