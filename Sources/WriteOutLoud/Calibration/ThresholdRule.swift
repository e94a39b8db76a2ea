/// How to pick a pass threshold from a ROC curve.
public enum ThresholdRule: Hashable, Sendable {
    /// The point furthest above chance: maximum true-accept rate minus false-accept rate (Youden's J).
    case youden
    /// The most lenient point whose false-accept rate (human fails the engine passes) stays at or below
    /// the target, a share between 0 and 1.
    case falseAcceptRate(Double)

    /// The chosen operating point.
    /// - Returns: the first point (strictest threshold) among equally good ones; nil for an empty curve.
    /// - Complexity: O(p) for p points.
    public func select(on curve: ROCCurve) -> ROCCurve.Point? {
        switch self {
        case .youden:
            return curve.points.reduce(nil) { best, point in
                guard let best else { return point }
                return point.youden > best.youden ? point : best
            }
        case .falseAcceptRate(let target):
            return curve.points.filter { $0.falsePositiveRate <= target }.reduce(nil) { best, point in
                guard let best else { return point }
                return point.truePositiveRate > best.truePositiveRate ? point : best
            }
        }
    }

    /// Short text for tables, e.g. `Youden J` or `false accepts ≤ 5%`.
    public var summary: String {
        switch self {
        case .youden: "max Youden J"
        case .falseAcceptRate(let target): "false accepts ≤ \(Self.percent(target))"
        }
    }

    private static func percent(_ share: Double) -> String {
        let value = share * 100
        return value == value.rounded() ? "\(Int(value))%" : "\(value)%"
    }
}

extension ThresholdRule: Codable {
    private enum CodingKeys: String, CodingKey { case name, target }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .name) {
        case "youden": self = .youden
        case "falseAcceptRate":
            let target = try container.decode(Double.self, forKey: .target)
            guard (0...1).contains(target) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .target, in: container, debugDescription: "must be between 0 and 1")
            }
            self = .falseAcceptRate(target)
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: container,
                debugDescription: "must be youden or falseAcceptRate, got \"\(other)\"")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .youden: try container.encode("youden", forKey: .name)
        case .falseAcceptRate(let target):
            try container.encode("falseAcceptRate", forKey: .name)
            try container.encode(target, forKey: .target)
        }
    }
}
