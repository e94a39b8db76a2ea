/// libFuzzer entry point: any bytes must give samples or an ``AudioError``, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAudioReader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    _ = try? AudioFile.decode(bytes, file: "fuzz.wav", minimumDuration: 0)
    return 0
}
