// gesturekit-probe: the libinput probe of the umockdev integration tests and of latency
// measurement (`LibinputProbe`; its arguments are documented there).
import LiveInput

LibinputProbe.main(Array(CommandLine.arguments.dropFirst()))
