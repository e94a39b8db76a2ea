/// Why the progress store could not be opened, written or read; `field` is `database` for SQLite's own
/// errors, a recording field otherwise.
public typealias StoreError = FileFieldError
