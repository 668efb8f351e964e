import Foundation
import GestureActions
import Logging

/// The daemon's effect handlers, opened at start-up and closed on exit: touchegg's D-Bus server
/// (in a dry run too: forwarding is not an action), and in live mode the command runner and, when
/// some rule sends keys, the uinput keyboard.
final class DaemonEffects: Sendable {
    /// Where touchegg's server listens.
    enum Touchegg {
        /// `--no-touchegg`.
        case off
        /// touchegg's own address; taken (touchegg running) or unusable means one line and no server.
        case `default`
        /// `--touchegg-address`: any failure is an error.
        case explicit(String)
    }

    let server: ToucheggServer?
    let runner: CommandRunner?
    let keyboard: UinputKeyboard?
    /// The key codes the keyboard can send (nil without a keyboard).
    let keyCodes: Set<UInt16>?
    let dryRun: Bool

    private init(server: ToucheggServer?, runner: CommandRunner?, keyboard: UinputKeyboard?, keyCodes: Set<UInt16>?,
                 dryRun: Bool) {
        self.server = server; self.runner = runner; self.keyboard = keyboard; self.keyCodes = keyCodes
        self.dryRun = dryRun
    }

    /// Opens what `configuration` needs.
    static func open(configuration: DaemonConfiguration, dryRun: Bool, touchegg: Touchegg,
                     log: Logger) throws -> DaemonEffects {
        var server: ToucheggServer?
        switch touchegg {
        case .off:
            break
        case .default:
            // The server serves desktops that listen for touchegg; the rules work without it, so
            // touchegg's own address taken (touchegg running) or unusable is one line, not a stop.
            do { server = try ToucheggServer.start(address: ToucheggServer.defaultAddress, log: log) } catch {
                FileHandle.standardError.write(
                    Data("gesturekit daemon: touchegg server: \(error); going on without it\n".utf8))
            }
        case .explicit(let address):
            do { server = try ToucheggServer.start(address: address, log: log) } catch {
                throw CLIError(message: "--touchegg-address \(error)")
            }
        }
        guard !dryRun else {
            return DaemonEffects(server: server, runner: nil, keyboard: nil, keyCodes: nil, dryRun: true)
        }
        var keyboard: UinputKeyboard?
        if configuration.usesKeys {
            do { keyboard = try UinputKeyboard.open(codes: configuration.keyCodes) } catch {
                server?.close()
                throw CLIError(message: error.description)
            }
        }
        let runner = CommandRunner(maximumConcurrent: configuration.maximumCommands, log: log)
        return DaemonEffects(server: server, runner: runner, keyboard: keyboard,
                             keyCodes: keyboard == nil ? nil : configuration.keyCodes, dryRun: false)
    }

    /// The handlers as the service takes them.
    var handlers: DaemonService.Effects {
        DaemonService.Effects(commands: runner, keys: keyboard, touchegg: server)
    }

    /// Why new rules cannot be put in force with these handlers (keys the keyboard was not
    /// created for), or nil.
    func refusal(of configuration: DaemonConfiguration) -> String? {
        guard !dryRun, configuration.usesKeys else { return nil }
        let missing = configuration.keyCodes.subtracting(keyCodes ?? [])
        guard !missing.isEmpty else { return nil }
        return "the new rules send keys the virtual keyboard was not created with: restart the daemon to use them"
    }

    /// Closes every handler: commands stopped, the keyboard destroyed, the server closed.
    func close() {
        runner?.close()
        keyboard?.close()
        server?.close()
    }
}
