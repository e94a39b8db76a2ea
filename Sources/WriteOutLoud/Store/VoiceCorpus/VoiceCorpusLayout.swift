import Foundation

/// The folder `wol corpus export` writes, laid out as the training pipeline's `--extra` folders are
/// (`Training/README.md`, "Adding voices"; `docs/voice-corpus.md`):
///
/// ```
/// OUT/clips.tsv                         every clip: speaker, file, name, pinyin, label, attempt, stroke, start, end
/// OUT/<speaker>/words.tsv               clip <TAB> tone-numbered pinyin (heng2 zhe2)
/// OUT/<speaker>/words/<clip>.wav        16 kHz 16-bit mono
/// ```
///
/// A speaker is a learner under a pseudonym (``speaker(of:)``), so the folder names no one.
public enum VoiceCorpusLayout {
    /// The listing of every clip, the export's own mark: a folder holding it is an earlier export.
    public static let listing = "clips.tsv"
    /// Each speaker's folder holds its clips in `words/` and their labels in `words.tsv`.
    public static let words = "words"
    public static let labels = "words.tsv"
    public static let listingHeader = "speaker\tfile\tname\tpinyin\tlabel\tattempt\tstroke\tstart\tend\n"

    /// The learner's folder name: `learner-` and 12 hex digits of a SHA-256 of their name, the same in every
    /// export, so a learner's clips stay one voice (and one held-out fold) across exports.
    public static func speaker(of learner: String) -> String {
        "learner-" + SHA256.hex(SHA256.digest(Array("wol voice corpus\n\(learner)".utf8))).prefix(12)
    }
}
