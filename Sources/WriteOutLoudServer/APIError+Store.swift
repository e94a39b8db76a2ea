import Hummingbird
import WriteOutLoud

extension APIError {
    /// Seconds a client is asked to wait before sending a request again that failed because the progress
    /// store's database was unreachable.
    static let storeRetrySeconds = 2

    /// A progress store's failure as the client sees it: 503 with `Retry-After` when the database could not be
    /// reached or went away (the request may be sent again: a write that failed so is kept whole or not at all,
    /// and a repeated upload is stored once), 500 otherwise.
    init(storeError error: StoreError) {
        if error.isTransient {
            self.init(
                .serviceUnavailable, field: "store", problem: "the progress store is unreachable: \(error.problem)",
                headers: [.retryAfter: String(Self.storeRetrySeconds)])
        } else {
            self.init(.internalServerError, field: "store", problem: error.problem)
        }
    }
}
