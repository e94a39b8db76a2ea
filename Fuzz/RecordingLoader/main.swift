import Foundation

/// libFuzzer entry point: any bytes must give a recording or a ``RecordingError``, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecordingLoader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    _ = try? RecordingLoader.decode(data, file: "fuzz.json")
    _ = try? RecordingLoader.decode(data, file: "fuzz.json", ignoringAudio: true)
    return 0
}
