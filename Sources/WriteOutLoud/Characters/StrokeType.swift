/// The kinds of stroke a Chinese character is written with: the 38 CJK strokes of Unicode 16 (U+31C0–U+31E5).
///
/// The raw value is the stroke's Chinese name in toneless pinyin, which is also its token in the speech
/// lexicon (`Models/stroke-names.tsv`) and its `type` in template and report JSON.
public enum StrokeType: String, CaseIterable, Codable, Sendable {
    case ti
    case wangou
    case xiegou
    case wogou
    case shuwan
    case hengzhezhe
    case hengzhegou
    case hengpie
    case hengzhewangou
    case shuzhezhegou
    case hengzheti
    case hengzhezhepie
    case hengpiewangou
    case hengzhewan
    case hengzhezhezhe
    case na
    case heng
    case shu
    case pie
    case shupie
    case dian
    case hengzhe
    case henggou
    case shuzhe
    case shuwanzuo
    case shuti
    case shugou
    case piedian
    case piezhe
    case tina
    case shuzhezhe
    case shuwangou
    case hengxiewangou
    case hengzhezhezhegou
    case piegou
    case quan
    /// 横斜钩 (U+31E4, Unicode 16): 风 飞 气 — the GB standard's name, which Unicode 15's 36 strokes lacked.
    case hengxiegou
    /// 竖折撇 (U+31E5, Unicode 16): 专 传 转.
    case shuzhepie

    /// The Unicode CJK stroke character for this type (㇐ for 横 …).
    public var cjkStroke: Character {
        let index = StrokeType.allCases.firstIndex(of: self)!
        return Character(Unicode.Scalar(0x31C0 + UInt32(index))!)
    }

    /// Looks a type up by its CJK stroke character (U+31C0–U+31E5).
    public init?(cjkStroke: Character) {
        guard let scalar = cjkStroke.unicodeScalars.first, cjkStroke.unicodeScalars.count == 1,
            (0x31C0...0x31E5).contains(scalar.value)
        else { return nil }
        self = StrokeType.allCases[Int(scalar.value - 0x31C0)]
    }

    /// The Chinese name, e.g. 横折钩.
    public var name: String { Self.table[self]!.hanzi }

    /// The name in tone-marked pinyin, e.g. héngzhégōu.
    public var pinyin: String { Self.table[self]!.pinyin }

    /// The English name learners may say instead, e.g. "horizontal turn hook".
    public var english: String { Self.table[self]!.english }

    /// The Chinese name's syllables in tone-marked pinyin, one per character of ``name``.
    public var syllables: [String] { Self.table[self]!.syllables }

    private struct Names {
        let hanzi: String
        let syllables: [String]
        let english: String
        var pinyin: String { syllables.joined() }
    }

    private static let table: [StrokeType: Names] = [
        .ti: Names(hanzi: "提", syllables: ["tí"], english: "rising"),
        .wangou: Names(hanzi: "弯钩", syllables: ["wān", "gōu"], english: "bend hook"),
        .xiegou: Names(hanzi: "斜钩", syllables: ["xié", "gōu"], english: "slant hook"),
        .wogou: Names(hanzi: "卧钩", syllables: ["wò", "gōu"], english: "lying hook"),
        .shuwan: Names(hanzi: "竖弯", syllables: ["shù", "wān"], english: "vertical bend"),
        .hengzhezhe: Names(hanzi: "横折折", syllables: ["héng", "zhé", "zhé"], english: "horizontal turn turn"),
        .hengzhegou: Names(hanzi: "横折钩", syllables: ["héng", "zhé", "gōu"], english: "horizontal turn hook"),
        .hengpie: Names(hanzi: "横撇", syllables: ["héng", "piě"], english: "horizontal left falling"),
        .hengzhewangou: Names(
            hanzi: "横折弯钩", syllables: ["héng", "zhé", "wān", "gōu"], english: "horizontal turn bend hook"),
        .shuzhezhegou: Names(
            hanzi: "竖折折钩", syllables: ["shù", "zhé", "zhé", "gōu"], english: "vertical turn turn hook"),
        .hengzheti: Names(hanzi: "横折提", syllables: ["héng", "zhé", "tí"], english: "horizontal turn rising"),
        .hengzhezhepie: Names(
            hanzi: "横折折撇", syllables: ["héng", "zhé", "zhé", "piě"], english: "horizontal turn turn left falling"),
        .hengpiewangou: Names(
            hanzi: "横撇弯钩", syllables: ["héng", "piě", "wān", "gōu"], english: "horizontal left falling bend hook"),
        .hengzhewan: Names(hanzi: "横折弯", syllables: ["héng", "zhé", "wān"], english: "horizontal turn bend"),
        .hengzhezhezhe: Names(
            hanzi: "横折折折", syllables: ["héng", "zhé", "zhé", "zhé"], english: "horizontal turn turn turn"),
        .na: Names(hanzi: "捺", syllables: ["nà"], english: "right falling"),
        .heng: Names(hanzi: "横", syllables: ["héng"], english: "horizontal"),
        .shu: Names(hanzi: "竖", syllables: ["shù"], english: "vertical"),
        .pie: Names(hanzi: "撇", syllables: ["piě"], english: "left falling"),
        .shupie: Names(hanzi: "竖撇", syllables: ["shù", "piě"], english: "vertical left falling"),
        .dian: Names(hanzi: "点", syllables: ["diǎn"], english: "dot"),
        .hengzhe: Names(hanzi: "横折", syllables: ["héng", "zhé"], english: "horizontal turn"),
        .henggou: Names(hanzi: "横钩", syllables: ["héng", "gōu"], english: "horizontal hook"),
        .shuzhe: Names(hanzi: "竖折", syllables: ["shù", "zhé"], english: "vertical turn"),
        .shuwanzuo: Names(hanzi: "竖弯左", syllables: ["shù", "wān", "zuǒ"], english: "vertical bend left"),
        .shuti: Names(hanzi: "竖提", syllables: ["shù", "tí"], english: "vertical rising"),
        .shugou: Names(hanzi: "竖钩", syllables: ["shù", "gōu"], english: "vertical hook"),
        .piedian: Names(hanzi: "撇点", syllables: ["piě", "diǎn"], english: "left falling dot"),
        .piezhe: Names(hanzi: "撇折", syllables: ["piě", "zhé"], english: "left falling turn"),
        .tina: Names(hanzi: "提捺", syllables: ["tí", "nà"], english: "rising right falling"),
        .shuzhezhe: Names(hanzi: "竖折折", syllables: ["shù", "zhé", "zhé"], english: "vertical turn turn"),
        .shuwangou: Names(hanzi: "竖弯钩", syllables: ["shù", "wān", "gōu"], english: "vertical bend hook"),
        .hengxiewangou: Names(
            hanzi: "横斜弯钩", syllables: ["héng", "xié", "wān", "gōu"], english: "horizontal slant bend hook"),
        .hengzhezhezhegou: Names(
            hanzi: "横折折折钩", syllables: ["héng", "zhé", "zhé", "zhé", "gōu"],
            english: "horizontal turn turn turn hook"),
        .piegou: Names(hanzi: "撇钩", syllables: ["piě", "gōu"], english: "left falling hook"),
        .quan: Names(hanzi: "圈", syllables: ["quān"], english: "circle"),
        .hengxiegou: Names(hanzi: "横斜钩", syllables: ["héng", "xié", "gōu"], english: "horizontal slant hook"),
        .shuzhepie: Names(hanzi: "竖折撇", syllables: ["shù", "zhé", "piě"], english: "vertical turn left falling"),
    ]
}
