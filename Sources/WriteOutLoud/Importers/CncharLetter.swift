/// One letter of cnchar's stroke-order table (`stroke-order-jian.json`: `"马": "czj"`), and the stroke type it
/// stands for in the names of the GB stroke-order standard and Chinese teaching materials.
///
/// Most letters name one type. Five stand for two types each in cnchar itself (e 横撇/横钩, y 斜钩/卧钩,
/// b 竖弯/竖折, v 横折折/横折弯, x 竖折撇/竖折折, w 横折折折钩/横撇弯钩 — b counted with them because cnchar
/// has no letter for 竖折), and three are coarser than teaching materials (s also covers 竖撇, g the 弯钩 of 子 了,
/// o both 横折弯钩 and 横斜钩). The stroke's shape decides (``StrokeLetterDecision``); for o, the component.
enum CncharLetter: Character, CaseIterable, Sendable {
    case a = "a", b = "b", c = "c", d = "d", e = "e", f = "f", g = "g", h = "h", i = "i", j = "j", k = "k"
    case l = "l", m = "m", n = "n", o = "o", p = "p", q = "q", r = "r", s = "s", t = "t", u = "u", v = "v"
    case w = "w", x = "x", y = "y", z = "z"

    /// The types the letter can stand for, the one cnchar names first first.
    var candidates: [StrokeType] {
        switch self {
        case .a: [.hengzhezhepie]
        case .b: [.shuzhe, .shuwan]
        case .c: [.hengzhe]
        case .d, .k: [.dian]
        case .e: [.hengpie, .henggou]
        case .f: [.shu]
        case .g: [.shugou, .wangou]
        case .h: [.shuti]
        case .i: [.ti]
        case .j: [.heng]
        case .l: [.na]
        case .m: [.piedian]
        case .n: [.piezhe]
        case .o: [.hengzhewangou, .hengxiegou]
        case .p: [.hengzheti]
        case .q: [.hengzhezhezhe]
        case .r: [.hengzhegou]
        case .s: [.pie, .shupie]
        case .t: [.wangou]
        case .u: [.shuwangou]
        case .v: [.hengzhezhe, .hengzhewan]
        case .w: [.hengzhezhezhegou, .hengpiewangou]
        case .x: [.shuzhepie, .shuzhezhe]
        case .y: [.xiegou, .wogou]
        case .z: [.shuzhezhegou]
        }
    }

    /// True when the letter stands for more than one type.
    var isAmbiguous: Bool { candidates.count > 1 }
}
