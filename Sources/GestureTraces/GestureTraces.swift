// Filled by the trace issue: .gktrace reader/writer, importers, TraceBuilder.
@_exported import GestureInput
