/// Why a recording could not be read; `field` is a JSON path, e.g. `ink.strokes[1].points[3].x`.
public typealias RecordingError = FileFieldError
