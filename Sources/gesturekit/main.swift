import GestureKit
print("gesturekit")
