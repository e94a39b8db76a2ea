/// The engine's version, as `wol --version` prints it and as teachers' verdicts record the engine they overruled.
public enum EngineVersion {
    public static let current = "0.1.0"
}
