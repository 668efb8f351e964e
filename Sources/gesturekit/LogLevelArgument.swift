import ArgumentParser
import Logging

/// `--log-level` of `serve` and `daemon`: swift-log's levels by their names, so the parser itself
/// refuses a misspelt level and lists the valid ones in the error and the help.
extension Logger.Level: @retroactive ExpressibleByArgument {}
