import Foundation

/// Everything a ``SpeechRecognizer`` needs to know: which models to load, which words to listen for, and how
/// to search.
public struct RecognizerConfiguration: Hashable, Sendable {
    /// A word to listen for besides the stroke names, e.g. a Hanzi homophone or a filler word.
    public struct ExtraWord: Hashable, Codable, Sendable {
        public var word: String
        /// Phones in the acoustic model's phone set (`SH UW`); nil when the dictionary already has the word.
        public var phones: String?

        public init(_ word: String, phones: String? = nil) {
            self.word = word
            self.phones = phones
        }
    }

    /// Debian's US English acoustic model (package pocketsphinx-en-us).
    public static let debianAcousticModel = URL(fileURLWithPath: "/usr/share/pocketsphinx/model/en-us/en-us")

    /// The engine's default acoustic model: the en-us model shipped in `<modelsDirectory>/acoustic/en-us`
    /// (Debian's, its means adapted to six people and many synthetic voices saying stroke names, because it hears
    /// voices it never heard better than Debian's: `BENCHMARKS.md`), or Debian's when no Models folder is given.
    public static func defaultAcousticModel(modelsDirectory: URL?) -> URL {
        modelsDirectory.map { $0.appendingPathComponent("acoustic").appendingPathComponent("en-us") }
            ?? debianAcousticModel
    }

    /// Folder of the acoustic model (holding `mdef`, `means`, …); ``defaultAcousticModel(modelsDirectory:)`` unless
    /// one is given.
    public var acousticModel: URL
    /// The engine's `Models/` folder: default dictionary and stroke-name lexicon live there.
    public var modelsDirectory: URL?
    /// Pronunciation dictionary; nil means `<modelsDirectory>/<acoustic model folder name>/stroke-names.dict`.
    public var dictionary: URL?
    /// Token-to-stroke table; nil means `<modelsDirectory>/stroke-names.tsv`, or the built-in table when that
    /// file does not exist.
    public var lexicon: URL?
    /// A speaker's MLLR transform (`wol enroll`, sphinxtrain's `mllr_solve`) applied to the acoustic model's
    /// means (PocketSphinx `-mllr`); nil for none.
    public var speakerTransform: URL?
    public var names: NameLanguages
    public var extraWords: [ExtraWord]
    public var decoder: DecoderParameters
    /// Further acoustic models that search the same audio, each with its own dictionary, names and settings
    /// (a decoder of its own); where their words and this model's overlap in time, ``WordMerger`` keeps the
    /// more confident. ``withMandarinCompanion()`` adds the shipped Mandarin model.
    public var companions: [RecognizerConfiguration]

    public init(
        acousticModel: URL? = nil, modelsDirectory: URL?, dictionary: URL? = nil,
        lexicon: URL? = nil, speakerTransform: URL? = nil, names: NameLanguages = .both, extraWords: [ExtraWord] = [],
        decoder: DecoderParameters = DecoderParameters(), companions: [RecognizerConfiguration] = []
    ) {
        self.acousticModel = acousticModel ?? Self.defaultAcousticModel(modelsDirectory: modelsDirectory)
        self.modelsDirectory = modelsDirectory
        self.dictionary = dictionary
        self.lexicon = lexicon
        self.speakerTransform = speakerTransform
        self.names = names
        self.extraWords = extraWords
        self.decoder = decoder
        self.companions = companions
    }

    /// The dictionary file that will be loaded.
    /// - Throws: ``SpeechError`` when neither a dictionary nor a models folder is given.
    public func resolvedDictionary() throws(SpeechError) -> URL {
        if let dictionary { return dictionary }
        guard let modelsDirectory else {
            throw SpeechError(
                subject: "dictionary", reason: .invalidInput("no dictionary given and no Models folder to find one in"))
        }
        return modelsDirectory.appendingPathComponent(acousticModel.lastPathComponent)
            .appendingPathComponent("stroke-names.dict")
    }

    /// The lexicon file that will be loaded, or nil for the built-in table.
    public func resolvedLexicon() -> URL? {
        if let lexicon { return lexicon }
        guard let file = modelsDirectory?.appendingPathComponent("stroke-names.tsv"),
            FileManager.default.fileExists(atPath: file.path)
        else { return nil }
        return file
    }
}
