/// Why a lesson report could not be made.
public typealias LessonError = FileFieldError
