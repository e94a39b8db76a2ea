/// Who made a template's data and under which licence, by the template's `source`, so that `wol characters show`
/// can say it for every character (the licence files are in the shipped `Characters/` folder).
public struct CharacterSource: Hashable, Sendable {
    /// Where the stroke paths, types and readings come from.
    public var attribution: String
    /// The licences the data is under, with the file that holds each text.
    public var licence: String

    /// The attribution of a `source`, or nil for a source this engine does not know (a user's own import).
    public static func known(_ source: String) -> CharacterSource? {
        let unihan = "readings and meanings: Unihan (Unicode licence, LICENSE-Unicode.txt)"
        switch source {
        case "mainland":
            return CharacterSource(
                attribution: "stroke paths in mainland order: hanzi-writer-data by David Chanin, from Make Me a Hanzi "
                    + "by Shaunak Kishore (fonts by Arphic Technology); stroke types: cnchar by theajack (GB order); "
                    + unihan,
                licence: "Arphic Public License (LICENSE-ArphicPL.txt) for the stroke paths; MIT (LICENSE-cnchar.txt) "
                    + "for the stroke types")
        case "kanjivg":
            return CharacterSource(
                attribution: "KanjiVG by Ulrich Apel and contributors (Japanese stroke order); " + unihan,
                licence: "Creative Commons Attribution-Share Alike 3.0 (LICENSE-KanjiVG.txt)")
        case "project":
            return CharacterSource(attribution: "drawn by the Write Out Loud project", licence: "the project's licence")
        case "hanzi-writer":
            return CharacterSource(
                attribution: "a Hanzi Writer file converted by the user; stroke types guessed by the recogniser",
                licence: "that of the file (hanzi-writer-data: Arphic Public License)")
        case "makemeahanzi":
            return CharacterSource(
                attribution: "Make Me a Hanzi's graphics.txt converted by the user; stroke types guessed by the recogniser",
                licence: "Arphic Public License (Make Me a Hanzi's stroke data)")
        default:
            return nil
        }
    }
}
