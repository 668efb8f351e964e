// Filled by the scroll/zoom issue.
import GestureInput
