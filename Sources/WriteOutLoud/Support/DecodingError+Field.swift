extension DecodingError {
    /// The JSON path of the offending field, e.g. `ink.strokes[2].points[0].x`.
    var fieldPath: String {
        let path: [any CodingKey]
        switch self {
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        @unknown default: path = []
        }
        let text = path.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "(document)" : text
    }

    /// What is wrong with the field, in a few words.
    var problem: String {
        switch self {
        case .keyNotFound: return "is missing"
        case .typeMismatch(let type, _): return "has the wrong type (expected \(Self.describe(type)))"
        case .valueNotFound(let type, _): return "is null (expected \(Self.describe(type)))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "is not valid JSON" }
            return context.debugDescription
        @unknown default: return "is invalid"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }
}
