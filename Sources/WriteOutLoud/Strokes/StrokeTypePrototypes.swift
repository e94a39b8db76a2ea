import Foundation

/// Model paths for every ``StrokeType``, drawn for this project in a unit box (y down, start to end).
///
/// They encode only the sequence of headings and the rough proportions of each stroke type; the
/// recogniser stretches them horizontally to cover wide and narrow forms.
enum StrokeTypePrototypes {
    static let all: [(type: StrokeType, path: [Point])] = table.flatMap { type, paths in
        paths.map { (type: type, path: $0.map { Point(x: $0.0, y: $0.1) }) }
    }

    /// A typical length of a stroke of `type` relative to its character, which the recogniser gives its
    /// prototypes: a 点 is short, single-movement strokes middling, strokes with turns long (rounded medians
    /// of the character library's strokes).
    static func typicalRelativeLength(of type: StrokeType) -> Double {
        switch type {
        case .dian: 0.17
        case .heng, .shu, .pie, .ti: 0.38
        case .na, .shuwan: 0.5
        default: 0.8
        }
    }

    private static let table: [(StrokeType, [[(Double, Double)]])] = [
        (.heng, [[(0, 0.52), (1, 0.48)]]),
        (.shu, [[(0.5, 0), (0.5, 1)]]),
        (.pie, [[(0.85, 0), (0.7, 0.45), (0.35, 0.85), (0, 1)], [(1, 0.2), (0.5, 0.45), (0, 0.65)]]),
        (.na, [[(0, 0), (0.3, 0.35), (0.7, 0.8), (1, 0.9)]]),
        (.dian, [[(0, 0), (0.6, 0.8)], [(0.5, 0), (0.2, 0.8)]]),
        (.ti, [[(0, 1), (1, 0.45)]]),
        (.hengzhe, [[(0, 0), (1, 0), (1, 1)], [(0, 0), (1, 0), (0.92, 1)]]),
        (.henggou, [[(0, 0.3), (1, 0.3), (0.8, 0.55)]]),
        (.hengpie, [[(0, 0), (1, 0), (0.1, 0.9)]]),
        (.hengzhegou, [[(0, 0), (1, 0), (1, 1), (0.8, 0.88)]]),
        (.hengzheti, [[(0, 0), (0.5, 0), (0.5, 1), (1, 0.65)]]),
        (.hengzhezhe, [[(0, 0), (0.5, 0), (0.5, 0.5), (1, 0.5)]]),
        (.hengzhewan, [[(0, 0), (0.5, 0), (0.5, 0.8), (0.65, 1), (1, 1)]]),
        (.hengzhewangou, [[(0, 0), (0.4, 0), (0.4, 0.8), (0.55, 1), (1, 1), (1, 0.8)]]),
        (.hengxiewangou, [[(0, 0), (0.35, 0), (0.6, 0.6), (0.85, 0.95), (1, 1), (1, 0.8)]]),
        (.hengzhezhezhe, [[(0, 0), (0.4, 0), (0.4, 0.4), (1, 0.4), (1, 1)]]),
        (.hengzhezhepie, [[(0, 0), (0.6, 0), (0.3, 0.4), (0.9, 0.4), (0.2, 1)]]),
        (.hengpiewangou, [[(0, 0), (0.7, 0), (0.3, 0.4), (0.8, 0.55), (0.6, 0.95), (0.4, 0.85)]]),
        (.hengzhezhezhegou, [[(0, 0), (0.6, 0), (0.45, 0.4), (1, 0.4), (0.85, 1), (0.65, 0.9)]]),
        (.shugou, [[(0.6, 0), (0.6, 1), (0.35, 0.85)]]),
        (.shuti, [[(0.3, 0), (0.3, 1), (0.8, 0.7)]]),
        (.shuzhe, [[(0, 0), (0, 1), (1, 1)]]),
        (.shuwan, [[(0, 0), (0, 0.8), (0.15, 1), (1, 1)]]),
        (.shuwanzuo, [[(1, 0), (1, 0.9), (0, 1)]]),
        (.shupie, [[(0.6, 0), (0.6, 0.55), (0.4, 0.85), (0, 1)]]),
        (.shuzhezhe, [[(0, 0), (0, 0.5), (1, 0.5), (1, 1)]]),
        (.shuzhezhegou, [[(0.1, 0), (0, 0.4), (0.8, 0.4), (0.75, 1), (0.55, 0.9)]]),
        (.shuwangou, [[(0, 0), (0, 0.8), (0.15, 1), (1, 1), (1, 0.8)]]),
        (.piedian, [[(0.6, 0), (0.1, 0.5), (0.8, 1)]]),
        (.piezhe, [[(0.4, 0), (0, 0.7), (1, 0.45)]]),
        (.piegou, [[(0.8, 0), (0.55, 0.6), (0.2, 1), (0.3, 0.7)]]),
        (.tina, [[(0, 0.55), (0.3, 0.35), (0.65, 0.7), (1, 0.9)]]),
        (.wangou, [[(0.3, 0), (0.55, 0.35), (0.5, 0.75), (0.3, 1), (0.1, 0.85)]]),
        (.xiegou, [[(0, 0), (0.35, 0.4), (0.75, 0.85), (1, 1), (1, 0.8)]]),
        (.wogou, [[(0, 0.1), (0.2, 0.65), (0.5, 0.9), (0.85, 0.85), (0.7, 0.6)]]),
        (.quan, [circle]),
        (.hengxiegou, [[(0, 0), (0.3, 0), (0.6, 0.5), (0.95, 1), (1, 0.8)]]),
        (.shuzhepie, [[(0.2, 0), (0, 0.45), (0.8, 0.4), (0.2, 1)]]),
    ]

    /// Anticlockwise on screen from the top, as a 圈 is written.
    private static var circle: [(Double, Double)] {
        (0...16).map { step in
            let angle = Double(step) / 16 * 2 * Double.pi
            return (0.5 - 0.5 * sin(angle), 0.5 - 0.5 * cos(angle))
        }
    }
}
