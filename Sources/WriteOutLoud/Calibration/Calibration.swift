import Foundation

/// Pass thresholds fitted to human verdicts, overall and per stroke type; the calibration file
/// (`docs/calibration.md`) that `wol calibrate` writes and `wol analyze --calibration` reads.
public struct Calibration: Hashable, Codable, Sendable {
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    /// How the thresholds were chosen from the ROC curves.
    public var rule: ThresholdRule
    /// Human passes and human fails a stroke type needs, each, for a threshold of its own.
    public var minimumPerVerdict: Int
    /// The resampling behind the confidence intervals.
    public var bootstrap: Bootstrap
    /// The dimension weights the labelled strokes' accuracies were computed with: thresholds only mean
    /// the same under the same weights, so applying the calibration restores them.
    public var weights: DimensionWeights
    /// The threshold over all labelled strokes, used for types without their own.
    public var overall: ThresholdEstimate
    /// One entry per labelled stroke type, in `StrokeType` order.
    public var strokeTypes: [StrokeTypeThreshold]
    /// Per dimension, how well its score matches the reasons people gave for failing strokes.
    public var dimensions: [DimensionCheck]
    /// Agreement with teachers on the verdicts held out of the fit, per dimension; set by `wol calibrate
    /// --store`, nil for a calibration fitted to a labels file.
    public var heldOut: [HeldOutAgreement]?

    public init(
        rule: ThresholdRule, minimumPerVerdict: Int, bootstrap: Bootstrap, weights: DimensionWeights,
        overall: ThresholdEstimate, strokeTypes: [StrokeTypeThreshold], dimensions: [DimensionCheck]
    ) {
        self.formatVersion = Self.currentFormatVersion
        self.rule = rule
        self.minimumPerVerdict = minimumPerVerdict
        self.bootstrap = bootstrap
        self.weights = weights
        self.overall = overall
        self.strokeTypes = strokeTypes
        self.dimensions = dimensions
    }

    /// The threshold for stroke types without their own.
    public var passThreshold: Double { overall.threshold }

    /// The thresholds of the stroke types that had enough labels for their own.
    public var perTypeThresholds: [StrokeType: Double] {
        Dictionary(uniqueKeysWithValues: strokeTypes.compactMap { $0.usesOverall ? nil : ($0.type, $0.threshold) })
    }

    /// The threshold a stroke of `type` must reach to pass; a stroke with no named type uses the overall one.
    public func threshold(for type: StrokeType?) -> Double { type.flatMap { perTypeThresholds[$0] } ?? passThreshold }

    /// A stroke analyzer configuration that judges with these thresholds and the weights they were
    /// fitted under; everything else is kept from `configuration`.
    public func applied(to configuration: StrokeAnalyzerConfiguration = .default) -> StrokeAnalyzerConfiguration {
        var configuration = configuration
        configuration.weights = weights
        configuration.passThreshold = passThreshold
        configuration.perTypeThresholds = perTypeThresholds
        return configuration
    }

    /// Reads and checks a calibration file.
    /// - Parameters:
    ///   - url: the file.
    ///   - displayName: how to name the file in errors; the path by default.
    /// - Throws: ``CalibrationError`` naming the file, the field and the problem.
    public static func load(_ url: URL, displayName: String? = nil) throws(CalibrationError) -> Calibration {
        let file = displayName ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CalibrationError(file: file, field: "file", problem: "cannot be read")
        }
        let calibration: Calibration
        switch StrictJSON.decode(Calibration.self, from: data) {
        case .success(let decoded): calibration = decoded
        case .failure(let failure): throw CalibrationError(file: file, field: failure.field, problem: failure.problem)
        }
        try calibration.validate(file: file)
        return calibration
    }

    /// The file's JSON: pretty-printed with sorted keys, so two calibrations can be diffed.
    public func encoded() throws -> Data {
        try SortedJSON.encoder(pretty: true).encode(self)
    }

    func validate(file: String) throws(CalibrationError) {
        func fail(_ field: String, _ problem: String) -> CalibrationError {
            CalibrationError(file: file, field: field, problem: problem)
        }
        guard formatVersion == Self.currentFormatVersion else {
            throw fail(
                "formatVersion", "is \(formatVersion), this engine reads version \(Self.currentFormatVersion)")
        }
        let range = 0.0...100.0
        guard range.contains(overall.threshold) else { throw fail("overall.threshold", "must be between 0 and 100") }
        var seen: Set<StrokeType> = []
        for (index, entry) in strokeTypes.enumerated() {
            guard range.contains(entry.threshold) else {
                throw fail("strokeTypes[\(index)].threshold", "must be between 0 and 100")
            }
            guard seen.insert(entry.type).inserted else {
                throw fail("strokeTypes[\(index)].type", "\(entry.type.rawValue) is listed twice")
            }
        }
    }
}
