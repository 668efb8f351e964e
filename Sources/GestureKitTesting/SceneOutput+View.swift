import GestureKit

extension SceneOutput {
    /// The view this output is about.
    var view: String {
        switch self {
        case .scroll(let view, _, _), .state(let view, _), .visiblePages(let view, _, _), .tiles(let view, _, _),
             .indicator(let view, _, _), .autoscroll(let view, _, _):
            view
        }
    }
}
