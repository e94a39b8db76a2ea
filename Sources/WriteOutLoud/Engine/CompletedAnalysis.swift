/// A report together with the recording and template it judged: what a drawing of the attempt needs.
public struct CompletedAnalysis: Sendable {
    public var report: AnalysisReport
    public var recording: Recording
    public var template: CharacterTemplate

    public init(report: AnalysisReport, recording: Recording, template: CharacterTemplate) {
        self.report = report
        self.recording = recording
        self.template = template
    }
}
