import Testing
import WriteOutLoud

@testable import wol_bench

/// `wol-bench speech --enrol-method` and `--enrol-companion`: parsed into the method, refused with a reason when
/// the value is unknown or enrolment is not asked for.
@Suite struct SpeechBenchmarkEnrolmentOptionsTests {
    @Test(arguments: [
        ("mllr", EnrollmentMethod.mllr), ("map", .map), ("mllr+map", .mllrThenMap),
    ])
    func eachMethodParses(_ value: String, _ method: EnrollmentMethod) throws {
        let command = try SpeechBenchmark.parse(["--real", "voices", "--enrol", "--enrol-method", value])
        #expect(command.enrolMethod == method)
    }

    @Test func theDefaultIsWhatThePracticePageDoes() throws {
        let command = try SpeechBenchmark.parse(["--real", "voices", "--enrol"])
        #expect(command.enrolMethod == .mllr)
        #expect(!command.enrolCompanion)
    }

    @Test func anUnknownMethodIsRefusedNamingTheChoices() {
        #expect {
            _ = try SpeechBenchmark.parse(["--real", "voices", "--enrol", "--enrol-method", "mapp"])
        } throws: { error in
            let message = SpeechBenchmark.message(for: error)
            return message.contains("mapp") && message.contains("mllr+map")
        }
    }

    @Test(arguments: [["--enrol-method", "map"], ["--enrol-companion"], ["--enrol-warp"]])
    func enrolmentOptionsNeedEnrol(_ options: [String]) {
        #expect {
            _ = try SpeechBenchmark.parse(["--real", "voices"] + options)
        } throws: { error in
            SpeechBenchmark.message(for: error) == "\(options[0]): needs --enrol"
        }
    }
}
