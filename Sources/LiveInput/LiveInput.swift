// Filled by the live-input issue.
import CLibinput
import GestureInput
