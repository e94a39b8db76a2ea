/// What `wol transcribe` reports for one audio file.
public struct FileTranscription: Hashable, Codable, Sendable {
    public var file: String
    /// False when the file could not be read or decoded; ``error`` then says why.
    public var ok: Bool
    public var words: [WordSegment]?
    /// Present only when expected names were given.
    public var expected: [ExpectedNameResult]?
    public var levels: AudioLevels?
    public var error: String?

    public init(
        file: String, ok: Bool, words: [WordSegment]? = nil, expected: [ExpectedNameResult]? = nil,
        levels: AudioLevels? = nil, error: String? = nil
    ) {
        self.file = file
        self.ok = ok
        self.words = words
        self.expected = expected
        self.levels = levels
        self.error = error
    }
}
