import Foundation
import GestureKit
import CLibevdev

/// A key combination for the `keys` action, as evdev key codes (`KEY_*` of
/// `linux/input-event-codes.h`): pressed in order, released in reverse.
///
/// Names are libevdev's without the `KEY_` prefix, in any case (`leftctrl`, `F5`, `Up`), the
/// modifiers people type (`ctrl`, `alt`, `shift`, `super`), and the X keysym names that
/// libinput-gestures and fusuma configurations use with xdotool (`Return`, `Page_Up`,
/// `XF86AudioRaiseVolume`); libevdev's own name table (`libevdev_event_code_from_name`) decides.
public struct KeyCombination: Sendable, Hashable, CustomStringConvertible {
    /// The evdev codes, in press order.
    public var codes: [UInt16]
    /// The names as written, joined by `+`.
    public var description: String

    /// Why a key combination could not be read.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The key name that is not known (empty for an empty combination).
        public var name: String
        /// The closest known name, if one is close.
        public var suggestion: String?
        /// One line: what is wrong, what is expected.
        public var description: String {
            if name.isEmpty { return "an empty key combination: expected names joined by '+', e.g. ctrl+alt+Left" }
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            return "unknown key '\(name)'\(hint): expected a key name such as ctrl, alt, shift, super, a, F5, "
                + "Left, Return, or any KEY_* name of linux/input-event-codes.h"
        }
    }

    /// Reads `text`, names joined by `+` (`ctrl+alt+Left`, `super+Up`, `XF86AudioRaiseVolume`).
    /// - Parameter text: the combination as the user wrote it.
    /// - Throws: `ParseError` naming the first unknown key.
    public init(parsing text: String) throws(ParseError) {
        let names = text.split(separator: "+", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.isEmpty, !names.contains(where: \.isEmpty) else { throw ParseError(name: "") }
        var codes: [UInt16] = []
        for name in names {
            guard let code = Self.code(named: name) else {
                throw ParseError(name: name, suggestion: Self.suggestion(for: name))
            }
            codes.append(code)
        }
        self.codes = codes
        description = names.joined(separator: "+")
    }

    /// The evdev code of one key name, or nil.
    /// - Parameter name: a modifier, an X keysym alias, or a `KEY_*` name with or without prefix.
    /// - Returns: the code, or nil when no table knows the name.
    public static func code(named name: String) -> UInt16? {
        if let alias = aliases[name.lowercased()] { return lookUp(alias) }
        let upper = name.uppercased()
        if let code = lookUp(upper.hasPrefix("KEY_") ? upper : "KEY_" + upper) { return code }
        // X keysyms write words apart (`Page_Up`, `Caps_Lock`); libevdev writes them together.
        let joined = upper.replacingOccurrences(of: "_", with: "")
        return lookUp(joined.hasPrefix("KEY") ? "KEY_" + joined.dropFirst(3) : "KEY_" + joined)
    }

    private static func lookUp(_ evdevName: String) -> UInt16? {
        let code = libevdev_event_code_from_name(UInt32(EV_KEY), evdevName)
        return code >= 0 && code <= Int32(UInt16.max) ? UInt16(code) : nil
    }

    private static func suggestion(for name: String) -> String? {
        Spelling.closest(to: name, among: Array(aliases.keys).sorted() + commonNames)
    }

    /// Modifier words and X keysym names whose libevdev name differs (X's `keysymdef.h` and
    /// `XF86keysym.h` against `input-event-codes.h`).
    static let aliases: [String: String] = [
        "ctrl": "KEY_LEFTCTRL", "control": "KEY_LEFTCTRL", "control_l": "KEY_LEFTCTRL",
        "control_r": "KEY_RIGHTCTRL", "alt": "KEY_LEFTALT", "alt_l": "KEY_LEFTALT", "alt_r": "KEY_RIGHTALT",
        "altgr": "KEY_RIGHTALT", "shift": "KEY_LEFTSHIFT", "shift_l": "KEY_LEFTSHIFT",
        "shift_r": "KEY_RIGHTSHIFT", "super": "KEY_LEFTMETA", "super_l": "KEY_LEFTMETA",
        "super_r": "KEY_RIGHTMETA", "meta": "KEY_LEFTMETA", "win": "KEY_LEFTMETA", "logo": "KEY_LEFTMETA",
        "return": "KEY_ENTER", "escape": "KEY_ESC", "prior": "KEY_PAGEUP", "next": "KEY_PAGEDOWN",
        "print": "KEY_SYSRQ", "plus": "KEY_KPPLUS", "period": "KEY_DOT", "bracketleft": "KEY_LEFTBRACE",
        "bracketright": "KEY_RIGHTBRACE",
        "xf86audioraisevolume": "KEY_VOLUMEUP", "xf86audiolowervolume": "KEY_VOLUMEDOWN",
        "xf86audiomute": "KEY_MUTE", "xf86audioplay": "KEY_PLAYPAUSE", "xf86audiopause": "KEY_PAUSECD",
        "xf86audionext": "KEY_NEXTSONG", "xf86audioprev": "KEY_PREVIOUSSONG",
        "xf86monbrightnessup": "KEY_BRIGHTNESSUP", "xf86monbrightnessdown": "KEY_BRIGHTNESSDOWN",
        "xf86back": "KEY_BACK", "xf86forward": "KEY_FORWARD",
    ]

    private static let commonNames = [
        "Left", "Right", "Up", "Down", "Tab", "space", "Home", "End", "Delete", "BackSpace", "Page_Up", "Page_Down",
    ]
}
