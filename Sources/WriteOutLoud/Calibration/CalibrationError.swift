/// Why calibration could not go on; `field` is a line and column name for CSV (`line 4, verdict`), a JSON
/// path otherwise.
public typealias CalibrationError = FileFieldError
