import Foundation

/// Reading and writing one template file: the template's fields plus a format `version`.
enum CharacterTemplateFile {
    private struct Versioned: Codable {
        var version: Int
    }

    static func load(_ url: URL) throws(CharacterLibraryError) -> CharacterTemplate {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .invalidFile(url.path, field: "file", problem: "cannot be read")
        }
        let template: CharacterTemplate
        do {
            let versioned = try JSONDecoder().decode(Versioned.self, from: data)
            guard versioned.version == CharacterTemplate.formatVersion else {
                throw CharacterLibraryError.invalidFile(
                    url.path, field: "version",
                    problem: "is \(versioned.version), this engine reads \(CharacterTemplate.formatVersion)")
            }
            template = try JSONDecoder().decode(CharacterTemplate.self, from: data)
        } catch let error as CharacterLibraryError {
            throw error
        } catch let error as DecodingError {
            throw .invalidFile(url.path, field: error.fieldPath, problem: error.problem)
        } catch {
            throw .invalidFile(url.path, field: "file", problem: "is not valid JSON")
        }
        try validate(template, file: url.path)
        return template
    }

    static func encode(_ template: CharacterTemplate) throws -> Data {
        struct Output: Encodable {
            var version: Int
            var template: CharacterTemplate
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyKey.self)
                try container.encode(version, forKey: AnyKey("version"))
                try template.encode(to: encoder)
            }
        }
        return try SortedJSON.encoder().encode(Output(version: CharacterTemplate.formatVersion, template: template))
    }

    private static func validate(_ template: CharacterTemplate, file: String) throws(CharacterLibraryError) {
        guard !template.strokes.isEmpty else { throw .invalidFile(file, field: "strokes", problem: "is empty") }
        for (index, stroke) in template.strokes.enumerated() {
            let field = "strokes[\(index)].points"
            guard stroke.points.count >= 2 else { throw .invalidFile(file, field: field, problem: "has fewer than 2 points") }
            guard stroke.points.allSatisfy(\.isFinite) else {
                throw .invalidFile(file, field: field, problem: "has a coordinate that is not a finite number")
            }
            switch (template.script, stroke.type) {
            case (.han, nil):
                throw .invalidFile(file, field: "strokes[\(index)].type", problem: "is missing (han strokes need a type)")
            case (.latin, .some):
                throw .invalidFile(
                    file, field: "strokes[\(index)].type", problem: "is set, but latin strokes have no CJK stroke type")
            default: break
            }
        }
    }
}
