import Foundation

/// Decodes JSON that people write or edit: a syntax error is pointed at by line and column, and a key given
/// twice in one object is refused with its path, where Foundation would silently keep one of the values.
public enum StrictJSON {
    /// What is wrong and where: `field` is a JSON path (`ink.strokes[1].points`) or `(document)`.
    public struct Problem: Error, Equatable {
        public var field: String
        public var problem: String
    }

    /// - Parameter userInfo: passed to the decoder, for types that decode differently on request.
    public static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) -> Result<Value, Problem> {
        if let failure = JSONSyntaxCheck.firstError(in: Array(data)) {
            if let path = failure.duplicateKeyPath {
                return .failure(Problem(
                    field: path,
                    problem: "is given twice in the same object (line \(failure.line), column \(failure.column))"))
            }
            return .failure(Problem(field: "(document)", problem: "is not valid JSON: \(failure)"))
        }
        do {
            let decoder = JSONDecoder()
            decoder.userInfo = userInfo
            return .success(try decoder.decode(type, from: data))
        } catch let error as DecodingError {
            return .failure(Problem(field: error.fieldPath, problem: error.problem))
        } catch {
            return .failure(Problem(field: "(document)", problem: "is not valid JSON"))
        }
    }
}
