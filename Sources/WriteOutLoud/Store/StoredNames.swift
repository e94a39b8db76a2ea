/// The names both stores keep in text columns, read back: a name this engine does not know is an error that
/// names its column (the file is left empty for the store to fill in).
enum StoredNames {
    /// The stroke type in `strokeVerdict.type`; nil stays nil (Latin strokes have no type).
    static func strokeType(_ name: String?) throws(StoreError) -> StrokeType? {
        guard let name else { return nil }
        guard let type = StrokeType(rawValue: name) else {
            throw StoreError(file: "", field: "strokeVerdict.type", problem: "unknown stroke type \"\(name)\"")
        }
        return type
    }

    /// The mistake kind in `issue.kind`.
    static func issueKind(_ name: String) throws(StoreError) -> IssueKind {
        guard let kind = IssueKind(rawValue: name) else {
            throw StoreError(file: "", field: "issue.kind", problem: "unknown mistake kind \"\(name)\"")
        }
        return kind
    }

    /// The password hash in `teacher.passwordHash`.
    static func passwordHash(_ text: String) throws(StoreError) -> PasswordHash {
        do {
            return try PasswordHash(parsing: text)
        } catch {
            throw StoreError(file: "", field: "teacher.passwordHash", problem: error.problem)
        }
    }

    /// The dimension in `teacherVerdict.dimension`.
    static func verdictDimension(_ name: String) throws(StoreError) -> VerdictDimension {
        guard let dimension = VerdictDimension(rawValue: name) else {
            throw StoreError(file: "", field: "teacherVerdict.dimension", problem: "unknown dimension \"\(name)\"")
        }
        return dimension
    }
}
