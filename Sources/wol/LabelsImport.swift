import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol labels import FILE --teacher T --store S`: labels kept as T's verdicts on the stored attempts.
struct LabelsImport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Keep a label CSV's verdicts as a teacher's drawing verdicts on the stored attempts.",
        discussion: """
            Each label names its attempt by the `attempt` column (as `wol labels export` writes it) or else by \
            `recording`, the path the attempt was stored under (`wol analyze --store`); the newest attempt with \
            that path is meant. Nothing is imported unless every label can be.
            """)

    @Argument(help: ArgumentHelp("The label CSV.", valueName: "labels"))
    var labels: String

    @Option(help: "The teacher the verdicts are kept as.")
    var teacher: String

    @OptionGroup var roster: RosterOptions

    func run() async throws {
        let text: String
        do {
            text = try String(contentsOf: URL(fileURLWithPath: labels), encoding: .utf8)
        } catch {
            throw CLIError.setup("\(labels): file: cannot be read as UTF-8 text").reported(by: "wol labels import")
        }
        let read: [VerdictLabelFile.Label]
        do {
            read = try VerdictLabelFile.labels(text, file: labels)
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
        let teacher = teacher
        let file = labels
        let count = try await roster.withStore(command: "wol labels import") { store in
            guard try await store.passwordHash(teacher: teacher) != nil else {
                throw StoreError(file: store.location, field: "teacher", problem: "there is no teacher named \(teacher)")
            }
            let attempts = try await store.reviewedAttempts(learner: nil)
            var verdicts: [TeacherVerdict] = []
            var problems: [String] = []
            for label in read {
                let found = label.attempt.map { id in attempts.first { $0.id == id } }
                    ?? attempts.first { $0.attempt.recordingPath == label.recording }
                guard let found else {
                    problems.append("\(file): \(label.location): no stored attempt is \(label.attempt.map { "attempt \($0)" } ?? label.recording)")
                    continue
                }
                guard let engine = TeacherVerdict.engineJudgement(of: found.attempt, stroke: label.stroke, dimension: .drawing) else {
                    problems.append("\(file): \(label.location), stroke_index: attempt \(found.id) has \(found.attempt.strokes.count) strokes")
                    continue
                }
                verdicts.append(TeacherVerdict(
                    attempt: found.id, stroke: label.stroke, dimension: .drawing, teacher: teacher,
                    givenAt: label.givenAt ?? ISO8601DateFormatter().string(from: Date()), enginePassed: engine.passed,
                    engineScore: engine.score, passed: label.passed, note: label.note, engineVersion: EngineVersion.current))
            }
            guard problems.isEmpty else {
                printError(problems.joined(separator: "\n"))
                throw ExitCode(1)
            }
            for verdict in verdicts { try await store.addVerdict(verdict) }
            return verdicts.count
        }
        print("Imported \(count) verdict(s) as \(teacher)'s.")
    }
}
