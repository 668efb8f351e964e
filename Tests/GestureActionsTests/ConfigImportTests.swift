import Foundation
import GestureKit
import Testing
@testable import GestureActions

/// The importers, each on a file of its tool's documented format (written for these tests), and
/// every conversion read back by the daemon's own strict loader.
@Suite struct ConfigImportTests {
    static func reload(_ rules: ImportedRules) throws -> DaemonConfiguration {
        try DaemonConfiguration.parse(Data(rules.yaml(origin: "test").utf8), file: "converted")
    }

    static let touchegg = """
        <touchégg>
          <settings>
            <property name="action_execute_threshold">25</property>
          </settings>
          <application name="All">
            <gesture type="SWIPE" fingers="3" direction="LEFT">
              <action type="SEND_KEYS">
                <repeat>false</repeat>
                <modifiers>Control_L+Alt_L</modifiers>
                <keys>Right</keys>
                <on>begin</on>
              </action>
            </gesture>
            <gesture type="PINCH" fingers="2" direction="IN">
              <action type="RUN_COMMAND">
                <repeat>true</repeat>
                <command>pactl set-sink-volume @DEFAULT_SINK@ -5%</command>
              </action>
            </gesture>
            <gesture type="TAP" fingers="2" direction="UNKNOWN">
              <action type="MOUSE_CLICK"><button>3</button></action>
            </gesture>
            <gesture type="SWIPE" fingers="4" direction="UP">
              <action type="MAXIMIZE_RESTORE_WINDOW"><animate>true</animate></action>
            </gesture>
            <gesture type="SWIPE" fingers="3" direction="DOWN">
              <action type="GNOME_SHELL"></action>
            </gesture>
          </application>
          <application name="Firefox">
            <gesture type="PINCH" fingers="2" direction="OUT">
              <action type="SEND_KEYS"><modifiers>Control_L</modifiers><keys>plus</keys></action>
            </gesture>
          </application>
        </touchégg>
        """

    @Test func toucheggGesturesForAllApplicationsBecomeRules() throws {
        let (format, rules) = ConfigImport.convert(Data(Self.touchegg.utf8), file: "touchegg.conf")
        #expect(format == .touchegg)
        let c = try Self.reload(rules)
        #expect(c.rules.count == 3)
        #expect(c.rules[0].match == RuleMatch(gesture: .swipe, fingers: 3, direction: .left))
        #expect(c.rules[0].threshold == Threshold(percent: 25))
        #expect(c.rules[0].trigger == .begin)
        #expect(c.rules[0].action == .keys(try KeyCombination(parsing: "Control_L+Alt_L+Right")))
        #expect(c.rules[1].trigger == .update(step: 10))
        #expect(c.rules[1].action == .command(CommandSpec(argv: ["pactl set-sink-volume @DEFAULT_SINK@ -5%"],
                                                          shell: true, timeout: 30)))
        #expect(c.rules[2].match == RuleMatch(gesture: .tap, fingers: 2))
        #expect(c.rules[2].action == .command(CommandSpec(argv: ["xdotool", "click", "3"], timeout: 30)))
        #expect(c.touchegg == .unmatched)
        #expect(rules.skipped.count == 3)
        #expect(rules.skipped[0].hasPrefix("touchegg.conf:23: MAXIMIZE_RESTORE_WINDOW is a window action"))
        #expect(rules.skipped[1].hasPrefix("touchegg.conf:26: GNOME_SHELL leaves the gesture to the desktop"))
        #expect(rules.skipped[2].hasPrefix("touchegg.conf:31: rules for application \"Firefox\""))
    }

    @Test func brokenXMLIsOneNote() {
        let (_, rules) = ConfigImport.convert(Data("<touchégg><application></gesture></touchégg>".utf8), file: "t.conf")
        #expect(rules.entries.isEmpty)
        #expect(rules.skipped.count == 1)
        #expect(rules.skipped.first?.hasPrefix("t.conf:") == true)
    }

    static let libinputGestures = """
        # My gestures
        device DLL0704:01 06CB:76AE Touchpad
        swipe_threshold 10

        gesture swipe left 3 xdotool key ctrl+alt+Right
        gesture swipe up\t4 xdotool key super
        gesture swipe right_up xdotool key super+Up
        gesture pinch in 2 xdotool key ctrl+minus
        gesture pinch anticlockwise notify-send "turned left"
        gesture hold on 4 wmctrl -k on | tee /tmp/log
        gesture swipe down _internal ws_down
        """

    @Test func libinputGesturesLinesBecomeRules() throws {
        let (format, rules) = ConfigImport.convert(Data(Self.libinputGestures.utf8), file: "lg.conf")
        #expect(format == .libinputGestures)
        let c = try Self.reload(rules)
        #expect(c.rules.map(\.match) == [
            RuleMatch(gesture: .swipe, fingers: 3, direction: .left),
            RuleMatch(gesture: .swipe, fingers: 4, direction: .up),
            RuleMatch(gesture: .pinch, fingers: 2, direction: .in),
            RuleMatch(gesture: .rotate, direction: .counterclockwise),
            RuleMatch(gesture: .hold, fingers: 4),
        ])
        #expect(c.rules[0].action == .command(CommandSpec(argv: ["xdotool", "key", "ctrl+alt+Right"], timeout: 30)))
        #expect(c.rules[3].action == .command(CommandSpec(argv: ["notify-send", "turned left"], timeout: 30)))
        #expect(c.rules[4].action == .command(CommandSpec(argv: ["wmctrl -k on | tee /tmp/log"], shell: true,
                                                          timeout: 30)))
        #expect(c.rules.allSatisfy { $0.trigger == .end })
        #expect(rules.skipped.map { String($0.prefix(8)) } == ["lg.conf:", "lg.conf:", "lg.conf:", "lg.conf:"])
        #expect(rules.skipped[2].contains("diagonal swipe `right_up`"))
        #expect(rules.skipped[3].contains("`_internal`"))
    }

    static let fusuma = """
        swipe:
          3:
            left:
              command: 'xdotool key alt+Right'
            right:
              sendkey: 'LEFTALT+LEFT'
          4:
            up:
              command: 'xdotool key super'
              threshold: 0.5
        pinch:
          2:
            in:
              command: 'xdotool keydown ctrl click 5 keyup ctrl'
            sideways:
              command: 'true'
        hold:
          4:
            command: 'xdotool key super'
        threshold:
          swipe: 0.4
        """

    @Test func fusumaGesturesBecomeShellRulesAndSendkeyBecomesKeys() throws {
        let (format, rules) = ConfigImport.convert(Data(Self.fusuma.utf8), file: "config.yml")
        #expect(format == .fusuma)
        let c = try Self.reload(rules)
        #expect(c.rules.map(\.match) == [
            RuleMatch(gesture: .swipe, fingers: 3, direction: .left),
            RuleMatch(gesture: .swipe, fingers: 3, direction: .right),
            RuleMatch(gesture: .swipe, fingers: 4, direction: .up),
            RuleMatch(gesture: .pinch, fingers: 2, direction: .in),
            RuleMatch(gesture: .hold, fingers: 4),
        ])
        #expect(c.rules[0].action == .command(CommandSpec(argv: ["xdotool key alt+Right"], shell: true, timeout: 30)))
        #expect(c.rules[1].action == .keys(try KeyCombination(parsing: "LEFTALT+LEFT")))
        #expect(rules.skipped.count == 3)
        #expect(rules.skipped.contains { $0.contains("`threshold` has no gestures.yaml field") })
        #expect(rules.skipped.contains { $0.contains("not a direction of a pinch") })
        #expect(rules.skipped.contains { $0.contains("`threshold` is a fusuma setting") })
    }

    @Test func keysGestureKitCannotSendAreNotedNotWritten() {
        var rules = ImportedRules()
        rules.add(ImportedRules.Entry(source: "x:1", gesture: .tap, action: .keys("Hyper_Q")))
        #expect(rules.entries.isEmpty)
        #expect(rules.skipped.first?.hasPrefix("x:1: unknown key 'Hyper_Q'") == true)
    }
}
