import Foundation
import Logging

/// Where the server says what happened to learners' voices outside any request (background MAP fits, learner
/// models that could not be loaded), at the level `LOG_LEVEL` sets for the server's log (warning by default).
enum VoiceLog {
    static let logger: Logger = {
        var logger = Logger(label: "wol.voice")
        logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        return logger
    }()
}
