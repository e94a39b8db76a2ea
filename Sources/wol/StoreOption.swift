import Foundation
import ArgumentParser
import WriteOutLoud

/// Opens the progress store a command's `--store` names (a SQLite file or a `postgres://` URL).
/// - Returns: nil without `--store`.
/// - Throws: ``CLIError/setup(_:)`` with the store's one-line error when it cannot be opened (exit 3).
func openStore(_ location: String?) async throws -> (any ProgressStore)? {
    guard let location else { return nil }
    do {
        return try await StoreLocation.open(location)
    } catch {
        throw CLIError.setup(error.description)
    }
}

/// The calibration activated in `store` (`wol calibrate --store --activate`), or nil when there is no store or
/// none was activated; said on stderr by `command` when there is one.
/// - Throws: ``CLIError/setup(_:)`` when the store cannot be read (exit 3).
func activeCalibration(in store: (any ProgressStore)?, command: String) async throws -> ActiveCalibration? {
    guard let store else { return nil }
    do {
        guard let active = try await store.activeCalibration() else { return nil }
        printError("\(command): judging with calibration \(active.id), activated in \(store.location) at \(active.activatedAt) "
            + "(pass threshold \(active.calibration.passThreshold.formatted(.number.precision(.fractionLength(0...1)))))")
        return active
    } catch {
        throw CLIError.setup(error.description)
    }
}

/// Opens the progress store at `location`, runs `body` on it and closes it, saying any failure in one line on
/// stderr.
/// - Throws: exit code 1 for a name, teacher or learner that cannot be used; 3 when the store cannot be.
func withProgressStore<T>(
    _ location: String, command: String, _ body: (any ProgressStore) async throws -> T
) async throws -> T {
    let progressStore: any ProgressStore
    do {
        progressStore = try await StoreLocation.open(location)
    } catch {
        throw CLIError.setup(error.description).reported(by: command)
    }
    let outcome: Result<T, any Error>
    do {
        outcome = .success(try await body(progressStore))
    } catch {
        outcome = .failure(error)
    }
    await progressStore.close()
    do {
        return try outcome.get()
    } catch let error as StoreError where ["database", "url"].contains(error.field) {
        throw CLIError.setup(error.description).reported(by: command)
    } catch let error as StoreError {
        printError("\(command): \(error.field): \(error.problem)")
        throw ExitCode(1)
    } catch let error as AccessError {
        printError("\(command): \(error)")
        throw ExitCode(1)
    }
}
