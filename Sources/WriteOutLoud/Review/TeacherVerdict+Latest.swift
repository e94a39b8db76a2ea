extension Sequence where Element == TeacherVerdict {
    /// The verdict that stands on each attempt's stroke and dimension: the last one given, placed where the first
    /// on that stroke and dimension stood. The sequence must be oldest first, as the store gives verdicts.
    public var standing: [TeacherVerdict] {
        var latest: [String: TeacherVerdict] = [:]
        var order: [String] = []
        for verdict in self {
            let key = "\(verdict.attempt)/\(verdict.stroke)/\(verdict.dimension.rawValue)"
            if latest[key] == nil { order.append(key) }
            latest[key] = verdict
        }
        return order.compactMap { latest[$0] }
    }
}
