@_exported import GestureInput
@_exported import GestureTraces
@_exported import GestureRecognition
@_exported import ScrollZoom
@_exported import ScrollZoomBinding
