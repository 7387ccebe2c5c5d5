import Foundation

/// An object that manages a view hierarchy, mirroring `UIViewController` (the minimum the view issue
/// needs: the view's lazy loading and the responder chain; containment, appearance callbacks and
/// presentation come later).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?

    /// Creates a view controller.
    public override init() { super.init() }

    /// Archives are not supported on Linux (see Docs/Deviations.md).
    public required init?(coder: NSCoder) { super.init() }

    /// The root view, loaded on first access by `loadView()` followed by `viewDidLoad()`.
    open var view: UIView! {
        get {
            if _view == nil { loadViewIfNeeded() }
            return _view
        }
        set {
            _view?._viewController = nil
            _view = newValue
            newValue?._viewController = self
        }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { _view != nil }

    /// The view, or nil if it has not been loaded (does not load it).
    open var viewIfLoaded: UIView? { _view }

    /// Creates the root view; the default makes a plain view the size of the main screen. Overrides set
    /// `view` and do not call super.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the view is loaded. The default does nothing.
    open func viewDidLoad() {}

    /// Loads the view now if it has not been loaded.
    open func loadViewIfNeeded() {
        guard _view == nil else { return }
        loadView()
        if _view == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// The view's superview (UIKit's rule for a root view controller's next responder is its window).
    open override var next: UIResponder? { _view?.superview }
}
