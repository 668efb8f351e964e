import Foundation
import GestureKit
import Testing
@testable import GestureActions

/// `gestures.yaml` is read as strictly as every other configuration: located errors, suggestions.
@Suite struct DaemonConfigurationTests {
    static func parse(_ text: String) throws(ConfigurationFile.LoadError) -> DaemonConfiguration {
        try DaemonConfiguration.parse(Data(text.utf8), file: "gestures.yaml")
    }

    static func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func aFullRuleIsReadWithEveryField() throws {
        let c = try Self.parse("""
            touchegg: {forward: all}
            max-commands: 2
            rules:
              - name: volume
                gesture: pinch
                fingers: 2
                direction: in
                device: touchpad
                device-name: "*Synaptics*"
                threshold: {percent: 10, duration: 50}
                on: update
                repeat: 8
                command: [pactl, set-sink-volume, "@DEFAULT_SINK@", "-5%"]
                timeout: 2
              - gesture: swipe
                fingers: 3
                direction: left
                threshold: {distance: 20}
                keys: super+Right
              - gesture: tap
                fingers: 2
                command: "xdotool click 3 && true"
                shell: true
            """)
        #expect(c.touchegg == .all)
        #expect(c.maximumCommands == 2)
        #expect(c.rules.count == 3)
        #expect(c.rules[0] == Rule(
            name: "volume",
            match: RuleMatch(gesture: .pinch, fingers: 2, direction: .in, device: .touchpad, deviceName: "*Synaptics*"),
            threshold: Threshold(percent: 10, duration: 50), trigger: .update(step: 8),
            action: .command(CommandSpec(argv: ["pactl", "set-sink-volume", "@DEFAULT_SINK@", "-5%"], timeout: 2))))
        #expect(c.rules[1].name == "rule 2")
        #expect(c.rules[1].trigger == .end)
        #expect(c.rules[1].action == .keys(try KeyCombination(parsing: "super+Right")))
        #expect(c.rules[2].trigger == .begin)
        #expect(c.rules[2].action == .command(CommandSpec(argv: ["xdotool click 3 && true"], shell: true, timeout: 30)))
        #expect(c.usesKeys)
        #expect(c.keyCodes == [125, 106])
    }

    @Test func defaultsForwardUnmatchedGesturesAndAllowFourCommands() throws {
        let c = try Self.parse("rules: []")
        #expect(c == DaemonConfiguration(rules: [], touchegg: .unmatched, maximumCommands: 4))
    }

    @Test(arguments: [
        ("rules:\n  - gesture: swipe\n    fingerz: 3\n    keys: a\n",
         "gestures.yaml:3:5: unknown key `fingerz` in `rules[0]`; did you mean `fingers`?"),
        ("rules:\n  - gesture: swipe\n    keys: ctlr+a\n",
         "gestures.yaml:3:11: `rules[0].keys`: unknown key 'ctlr' (did you mean 'ctrl'?): expected a key name such as "
            + "ctrl, alt, shift, super, a, F5, Left, Return, or any KEY_* name of linux/input-event-codes.h"),
        ("rules:\n  - gesture: swipe\n", "gestures.yaml:2:5: `rules[0]`: give the rule an action: `command` or `keys`"),
        ("rules:\n  - gesture: swipe\n    command: xdotool key a\n",
         "gestures.yaml:3:14: `rules[0].command`: a command runs without a shell as a list, e.g. "
            + "[xdotool, key, super+Right]; for one shell line add `shell: true`"),
        ("rules:\n  - gesture: pinch\n    direction: left\n    keys: a\n",
         "gestures.yaml:3:16: `rules[0].direction`: a pinch goes in, out, got left"),
        ("rules:\n  - gesture: tap\n    on: update\n    keys: a\n",
         "gestures.yaml:3:9: `rules[0].on`: a tap has no updates: use begin or end "
            + "(updates come from swipes, pinches, rotations)"),
        ("rules:\n  - gesture: swipe\n    repeat: 8\n    keys: a\n",
         "gestures.yaml:3:13: `rules[0].repeat`: `repeat` steps go with `on: update`"),
        ("rules:\n  - gesture: pinch\n    threshold: {distance: 3}\n    keys: a\n",
         "gestures.yaml:3:27: `rules[0].threshold.distance`: a distance in millimetres is measured for swipes and "
            + "edge swipes only; use `percent`"),
        ("rules:\n  - gesture: swipe\n    fingers: 9\n    keys: a\n",
         "gestures.yaml:3:14: `rules[0].fingers`: expected 1 to 5, got 9"),
        ("rules:\n  - gesture: swip\n    keys: a\n",
         "gestures.yaml:2:14: `rules[0].gesture`: expected one of tap, double-tap, hold, swipe, pinch, rotate, "
            + "edge-swipe, got `swip`"),
        ("touchegg: {forward: some}\n",
         "gestures.yaml:1:21: `touchegg.forward`: expected one of all, none, unmatched, got `some`"),
        ("max-commands: 0\n", "gestures.yaml:1:15: `max-commands`: expected 1 to 256, got 0"),
        ("rules:\n  - gesture: swipe\n    command: [echo, \"a\\0b\"]\n",
         "gestures.yaml:3:14: `rules[0].command`: a command cannot contain a NUL character (\\0)"),
        ("", "gestures.yaml: empty file: expected a mapping with `rules`"),
    ])
    func aBadFileIsAnErrorAtItsLineAndColumn(text: String, message: String) {
        #expect(Self.error(text) == message)
    }

    @Test func theDefaultFileFollowsXDG() {
        #expect(DaemonConfiguration.defaultPath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"])
                == "/x/gesturekit/gestures.yaml")
        #expect(DaemonConfiguration.defaultPath(environment: ["HOME": "/h"]) == "/h/.config/gesturekit/gestures.yaml")
        #expect(DaemonConfiguration.defaultPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"])
                == "/h/.config/gesturekit/gestures.yaml")
        #expect(DaemonConfiguration.defaultPath(environment: [:]) == nil)
    }
}
