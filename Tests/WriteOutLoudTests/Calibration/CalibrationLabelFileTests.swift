import Foundation
import Testing
import WriteOutLoud

@Suite struct CalibrationLabelFileTests {
    private let temporary = TemporaryFolder("labels")

    private func write(_ text: String, name: String) throws -> URL {
        let url = temporary.url.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func readsCSVWithColumnsInAnyOrder() throws {
        let url = try write(
            "verdict,recording,stroke_index,dimension\npass,a.json,0,\nFAIL,\"b, c.json\",2,direction\n", name: "l.csv")
        let labels = try CalibrationLabelFile.load(url, displayName: "l.csv")
        let folder = url.deletingLastPathComponent().standardizedFileURL.path
        #expect(labels.count == 2)
        #expect(labels[0].recording == folder + "/a.json")
        #expect(labels[0].humanPass && labels[0].strokeIndex == 0 && labels[0].dimension == nil)
        #expect(labels[1].recording == folder + "/b, c.json")
        #expect(!labels[1].humanPass && labels[1].strokeIndex == 2 && labels[1].dimension == .direction)
        #expect(labels[1].location == "line 3")
    }

    @Test func readsJSON() throws {
        let url = try write(
            #"{"version":1,"labels":[{"recording":"/r/a.json","strokeIndex":1,"verdict":"fail","dimension":"shape"}]}"#,
            name: "l.json")
        let labels = try CalibrationLabelFile.load(url)
        #expect(labels == [CalibrationLabel(recording: "/r/a.json", strokeIndex: 1, humanPass: false, dimension: .shape, location: "labels[0]")])
    }

    @Test(arguments: [
        ("recording,stroke_index,verdict\na.json,0,ok\n", "l.csv: line 2, verdict: must be pass or fail, got \"ok\""),
        ("recording,stroke_index,verdict\na.json,-1,pass\n", "l.csv: line 2, stroke_index: must be a whole number from 0, got \"-1\""),
        ("recording,verdict\na.json,pass\n", "l.csv: line 1: the header has no stroke_index column"),
        ("recording,stroke_index,verdict\na.json,0\n", "l.csv: line 2, verdict: is missing"),
        ("recording,stroke_index,verdict,dimension\na.json,0,fail,colour\n",
         "l.csv: line 2, dimension: must be one of shape, direction, position, proportion, got \"colour\""),
        ("recording,stroke_index,verdict\n", "l.csv: labels: there are none"),
        ("recording,stroke_index,verdict\n\"a.json,0,pass\n", "l.csv: line 2: a quoted field never closes"),
    ])
    func csvErrorsNameTheLineAndField(text: String, message: String) throws {
        let url = try write(text, name: "l.csv")
        #expect(throws: CalibrationError.self) { try CalibrationLabelFile.load(url, displayName: "l.csv") }
        do {
            _ = try CalibrationLabelFile.load(url, displayName: "l.csv")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [
        (#"{"version":2,"labels":[]}"#, "l.json: version: is 2, this engine reads version 1"),
        (#"{"version":1,"labels":[{"recording":"a","strokeIndex":"x","verdict":"pass"}]}"#,
         "l.json: labels[0].strokeIndex: has the wrong type (expected a number)"),
        (#"{"version":1,"labels":[{"recording":"a","strokeIndex":0,"verdict":"maybe"}]}"#,
         "l.json: labels[0].verdict: must be pass or fail, got \"maybe\""),
        ("[1,", "l.json: (document): is not valid JSON: line 1, column 4: the text ends too early"),
        (#"{"version":1,"labels":[{"recording":"a","strokeIndex":0,"verdict":"pass","verdict":"fail"}]}"#,
         "l.json: labels[0].verdict: is given twice in the same object (line 1, column 74)"),
    ])
    func jsonErrorsNameTheField(text: String, message: String) throws {
        let url = try write(text, name: "l.json")
        do {
            _ = try CalibrationLabelFile.load(url, displayName: "l.json")
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func otherExtensionsAndMissingFilesAreRefused() throws {
        let url = try write("x", name: "l.txt")
        #expect(throws: CalibrationError(file: "l.txt", field: "file", problem: "must end in .csv or .json")) {
            try CalibrationLabelFile.load(url, displayName: "l.txt")
        }
        #expect(throws: CalibrationError(file: "none.csv", field: "file", problem: "cannot be read")) {
            try CalibrationLabelFile.load(URL(fileURLWithPath: "/nonexistent/none.csv"), displayName: "none.csv")
        }
    }
}
