/// A dictionary word of pure silence that the name grammar puts between two names.
///
/// Learners draw between names, so a pause between them is expected; requiring one stops the search from
/// splitting one long name into two short ones ("vertical hook" → `na dot`). Names said in quick succession
/// leave only short pauses, so a shorter pause word may be allowed too, at its own grammar weight.
struct PauseWord: Hashable, Sendable {
    var token: String
    /// Silence phones in a row: the pause lasts at least this many times
    /// ``StrokeNameDecoder/framesPerSilencePhone`` frames.
    var silencePhones: Int
    /// Grammar weight among the pause words.
    var weight: Double

    /// The pronunciation: `SIL` repeated.
    var phones: String { Array(repeating: "SIL", count: silencePhones).joined(separator: " ") }

    /// The pause words a decoder with these settings uses: the long pause
    /// (``DecoderParameters/minimumPauseBetweenNames``, weight 1), and the short one
    /// (``DecoderParameters/shortPauseBetweenNames``) when it is shorter and has a weight. None when the
    /// long pause is 0: names may then follow each other directly.
    static func between(_ parameters: DecoderParameters) -> [PauseWord] {
        let long = silencePhones(lasting: parameters.minimumPauseBetweenNames)
        let short = silencePhones(lasting: parameters.shortPauseBetweenNames)
        guard long > 0 else { return [] }
        let longPause = PauseWord(token: "wol_pause", silencePhones: long, weight: 1)
        guard short > 0, short < long, parameters.shortPauseWeight > 0 else { return [longPause] }
        return [
            longPause,
            PauseWord(token: "wol_short_pause", silencePhones: short, weight: parameters.shortPauseWeight),
        ]
    }

    /// How many silence phones last at least `seconds`.
    private static func silencePhones(lasting seconds: Double) -> Int {
        let frames = max(0, seconds) * StrokeNameDecoder.framesPerSecond
        return Int((frames / Double(StrokeNameDecoder.framesPerSilencePhone)).rounded(.up))
    }
}
