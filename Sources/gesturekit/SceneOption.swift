import ArgumentParser
import GestureKit

/// `--scene FILE`: a scene of scroll views driven instead of the one controller. Shared by
/// `replay` and `render`, so both accept the same file and refuse the same contradicting options.
struct SceneOption: ParsableArguments {
    @Option(help: """
        A scene of scroll views (JSON or YAML, docs/scroll-zoom.md \"Scene files\") driven instead of the one \
        controller; its views' frames, content and zoom replace --viewport, --content, --min-zoom, --max-zoom, \
        --paging and --page-size.
        """)
    var scene: String?

    /// Throws when a scene is given together with an option among `options` (the model options
    /// of `scrollZoom` and `--no-scroll` always count): the scene file declares every view, so
    /// such an option would contradict it or have no effect. `reasons` say why for options of
    /// the command's own (by option name); the others contradict the file.
    func check(against scrollZoom: ScrollZoomOptions, also options: [String] = [], reasons: [String: String] = [:])
        throws
    {
        guard scene != nil else { return }
        let given = scrollZoom.modelGiven + (scrollZoom.noScroll ? ["--no-scroll"] : []) + options
        guard let first = given.first else { return }
        if let reason = reasons[first] { throw ValidationError("--scene: \(first) \(reason)") }
        throw ValidationError("--scene declares every view's frame, content, zoom and paging: \(first) contradicts it "
                              + "(set it in the scene file)")
    }

    /// The scene file read and checked (`SceneDescription.load`), or nil without `--scene`. Call
    /// it before printing anything: a bad file is one `file:line:column: message` error.
    func load() throws -> SceneDescription? {
        try scene.map { try SceneDescription.load(path: $0) }
    }
}
