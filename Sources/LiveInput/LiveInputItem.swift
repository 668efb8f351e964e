import GestureInput

/// What a live source delivers, in order: input events, plus what configuration did and what
/// libinput logged (so a caller can show both without a second channel).
public enum LiveInputItem: Hashable, Sendable {
    /// An input event (time from libinput, CLOCK_MONOTONIC µs).
    case event(InputEvent)
    /// The settings in effect on a device just added (follows its `deviceAdded`).
    case configured(DeviceID, DeviceConfigurationReport)
    /// A message libinput logged (error priority by default), e.g. "event processing lagging behind".
    case log(String)
}
