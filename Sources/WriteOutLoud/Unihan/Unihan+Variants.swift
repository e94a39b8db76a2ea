import Foundation

extension Unihan {
    /// The traditional forms: every character whose `kSimplifiedVariant` names other characters but not itself
    /// (這 → 这, while 这 names itself). Read from `Unihan_Variants` on each call — only the importers ask,
    /// so analysing a recording never pays for it.
    /// - Throws: ``UnihanError`` when the file is missing or damaged.
    public func traditionalForms() throws(UnihanError) -> Set<Character> {
        let file = try UnihanFile(directory: directory, name: "Unihan_Variants")
        let reader = UnihanRecordReader(file: file.path, fields: ["kSimplifiedVariant"])
        var forms = Set<Character>()
        try reader.forEachRecord(in: file.text()) { (record) throws(UnihanError) in
            let own = String(format: "U+%04X", record.codePoint)
            guard !record.value.split(separator: " ").contains(where: { $0.split(separator: "<").first.map(String.init) == own }),
                let scalar = Unicode.Scalar(record.codePoint)
            else { return }
            forms.insert(Character(scalar))
        }
        return forms
    }
}
