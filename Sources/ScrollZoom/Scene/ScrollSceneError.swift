/// A scene that cannot be built: names the view and says what was wrong with it and what was
/// expected (docs/design.md, "Errors and bad input"). A struct so it can grow fields (the scene
/// file adds its line).
public struct ScrollSceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the offending view, as declared.
    public var view: String
    /// What is wrong, including the value and what is allowed.
    public var reason: String

    /// An error about `view`.
    ///
    /// - Parameters:
    ///   - view: the offending view's name, as declared.
    ///   - reason: what is wrong: the value and what is allowed.
    public init(view: String, reason: String) {
        self.view = view
        self.reason = reason
    }

    /// `view "<name>": <reason>`.
    public var description: String { "view \"\(view)\": \(reason)" }
}
