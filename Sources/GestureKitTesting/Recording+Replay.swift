import GestureKit

extension Recording {
    /// Replays the recording through the pipeline `gesturekit replay` builds for it
    /// (`PipelineConfiguration(replaying:)`: the viewer preset, a controller the size of the
    /// touch surface, the header's devices), finished by `prepare`.
    ///
    /// ```swift
    /// let result = try recording.replay { pipeline in
    ///     try pipeline.graph.add(ThreeFingerTap(), name: "threeFingerTap")
    /// }
    /// ```
    ///
    /// - Parameter prepare: runs on the built pipeline before the first event: where recognizers
    ///   of your own are added (`pipeline.graph.add(_:name:region:)`).
    /// - Returns: every output, in time order, with the pipeline as it ended.
    /// - Throws: what `prepare` throws.
    public func replay(prepare: (Pipeline) throws -> Void = { _ in }) throws -> ReplayResult {
        try replay(PipelineConfiguration(replaying: header), prepare: prepare)
    }

    /// Replays the recording through the pipeline `gesturekit replay` builds for it, changed by
    /// `configure` and finished by `prepare`.
    ///
    /// ```swift
    /// let result = try recording.replay(configure: { $0.graph = .pager }) { pipeline in
    ///     try pipeline.graph.add(ThreeFingerTap(), name: "threeFingerTap")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - configure: changes to the configuration (recognizers, scene, binding, `explain`, …).
    ///   - prepare: runs on the built pipeline before the first event.
    /// - Returns: every output, in time order, with the pipeline as it ended.
    /// - Throws: `RecognizerGraphError` or `ScrollZoomError` for a bad configuration, and what
    ///   `configure` or `prepare` throw.
    public func replay(configure: (inout PipelineConfiguration) throws -> Void,
                       prepare: (Pipeline) throws -> Void = { _ in }) throws -> ReplayResult {
        var configuration = PipelineConfiguration(replaying: header)
        try configure(&configuration)
        return try replay(configuration, prepare: prepare)
    }

    /// Replays the recording through a pipeline built from `configuration` with the header's
    /// devices, finished by `prepare`.
    ///
    /// - Parameters:
    ///   - configuration: the whole pipeline configuration.
    ///   - prepare: runs on the built pipeline before the first event.
    /// - Returns: every output, in time order, with the pipeline as it ended.
    /// - Throws: `RecognizerGraphError` or `ScrollZoomError` for a bad configuration, and what
    ///   `prepare` throws.
    public func replay(_ configuration: PipelineConfiguration,
                       prepare: (Pipeline) throws -> Void = { _ in }) throws -> ReplayResult {
        var source: any TraceSource = RecordingSource(self)
        var outputs: [PipelineOutput] = []
        var built: Pipeline?
        let summary = try TraceReplay.run(source: &source, configure: { _ in configuration }, prepare: { pipeline in
            built = pipeline
            try prepare(pipeline)
        }, emit: { outputs.append($0) })
        return ReplayResult(outputs: outputs, summary: summary, pipeline: built, source: path)
    }
}
