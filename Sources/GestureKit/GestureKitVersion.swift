/// The version of GestureKit, as `gesturekit --version` prints it and the bridge's `hello` sends.
public enum GestureKitVersion {
    /// Semantic version of this release.
    public static let current = "0.5.0"
}
