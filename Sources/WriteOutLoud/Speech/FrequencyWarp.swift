import Foundation

/// A warp of the front end's frequency axis for vocal-tract-length normalisation (PocketSphinx's `-warp_type` and
/// `-warp_params`, ``DecoderParameters/frequencyWarp``): the mel filters are placed on warped frequencies, so a
/// voice with a shorter or longer vocal tract than the model's speakers lands on the filters they did.
///
/// PocketSphinx keeps the lowest and highest filter edges (`-lowerf`, `-upperf`) where they are and moves the
/// filters between them. With ``Shape-swift.enum/inverseLinear`` the mel scale's near-logarithmic upper part
/// undoes most of a factor (0.8 moves the middle filters down by about 6 %, not 20 %);
/// ``Shape-swift.enum/piecewiseLinear`` with a breakpoint below `-upperf` moves them almost by the factor
/// (0.9 with a breakpoint of 4000 Hz on en-us moves the filters from 0.5 to 4 kHz up by about 6 %).
///
/// Only a validated warp can be made: ``init(_:_:)`` and decoding refuse a wrong count of parameters, and
/// parameters that are not finite or outside the ranges below.
public struct FrequencyWarp: Hashable, Codable, Sendable, CustomStringConvertible {
    /// PocketSphinx's warp functions, by their `-warp_type` names.
    public enum Shape: String, Hashable, Codable, Sendable, CaseIterable {
        /// Warped frequency = f / factor: one parameter, the factor.
        case inverseLinear = "inverse_linear"
        /// Warped frequency = factor × f + offset: the factor, and optionally the offset in Hz (default 0).
        case affine
        /// Warped frequency = factor × f up to a breakpoint, then a straight line to the sampling rate: the factor,
        /// and optionally the breakpoint in Hz (PocketSphinx's default, 0, puts it at 0.85 × the sampling rate,
        /// above every filter, where the warp equals ``inverseLinear`` with the reciprocal factor).
        case piecewiseLinear = "piecewise_linear"
    }

    /// Smallest and largest factor accepted: vocal tracts differ by about ±25 %; further factors only distort.
    public static let factorRange: ClosedRange<Double> = 0.5...2
    /// Largest affine offset accepted, in Hz either way.
    public static let largestOffset = 1000.0

    /// The warp function.
    public let shape: Shape
    /// Its parameters, as PocketSphinx takes them (see ``Shape-swift.enum``).
    public let parameters: [Double]

    /// A warp of `shape` with `parameters`.
    /// - Throws: ``SpeechError`` (subject `frequencyWarp`) naming the problem: a wrong count of parameters, a factor
    ///   outside ``factorRange``, an offset beyond ``largestOffset``, a breakpoint not between 0 and the decoding
    ///   Nyquist frequency.
    public init(_ shape: Shape, _ parameters: [Double]) throws(SpeechError) {
        func refuse(_ problem: String) -> SpeechError {
            SpeechError(subject: "frequencyWarp", reason: .invalidInput("\(shape.rawValue) \(problem)"))
        }
        let most = shape == .inverseLinear ? 1 : 2
        guard (1...most).contains(parameters.count) else {
            throw refuse(most == 1 ? "takes one factor, got \(parameters.count) parameters"
                : "takes a factor and at most one more parameter, got \(parameters.count)")
        }
        guard parameters.allSatisfy(\.isFinite) else { throw refuse("parameters must be finite numbers") }
        guard Self.factorRange.contains(parameters[0]) else {
            throw refuse("factor \(parameters[0]) is outside \(Self.factorRange.lowerBound)–\(Self.factorRange.upperBound)")
        }
        if parameters.count == 2 {
            let second = parameters[1]
            switch shape {
            case .affine where abs(second) > Self.largestOffset:
                throw refuse("offset \(second) Hz is beyond ±\(Self.largestOffset) Hz")
            case .piecewiseLinear where !(second > 0 && second < SpeechRecognizer.decodingSampleRate / 2):
                throw refuse("breakpoint \(second) Hz is not between 0 and \(SpeechRecognizer.decodingSampleRate / 2) Hz")
            default: break
            }
        }
        self.shape = shape
        self.parameters = parameters
    }

    /// Reads `shape:p1[,p2]`, e.g. `inverse_linear:0.9` or `piecewise_linear:0.9,4000`.
    /// - Throws: ``SpeechError`` naming the problem, as ``init(_:_:)``, or an unknown shape or a parameter that is
    ///   not a number.
    public init(parsing text: String) throws(SpeechError) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let names = Shape.allCases.map(\.rawValue).joined(separator: ", ")
        guard parts.count == 2, let shape = Shape(rawValue: parts[0]) else {
            throw SpeechError(
                subject: "frequencyWarp", reason: .invalidInput("\"\(text)\" is not SHAPE:FACTOR[,PARAMETER] (shapes: \(names))"))
        }
        var parameters: [Double] = []
        for field in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Double(field.trimmingCharacters(in: .whitespaces)) else {
                throw SpeechError(subject: "frequencyWarp", reason: .invalidInput("\"\(field)\" is not a number"))
            }
            parameters.append(value)
        }
        try self.init(shape, parameters)
    }

    /// `shape:p1[,p2]`, as ``init(parsing:)`` reads it.
    public var description: String {
        "\(shape.rawValue):" + parameters.map { String($0) }.joined(separator: ",")
    }

    private enum CodingKeys: String, CodingKey { case shape, parameters }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            try container.decode(Shape.self, forKey: .shape), try container.decode([Double].self, forKey: .parameters))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(shape, forKey: .shape)
        try container.encode(parameters, forKey: .parameters)
    }
}
