import Foundation

/// Supplies a page view controller's pages on demand, mirroring `UIPageViewControllerDataSource`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, nil at the first page.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, nil at the last page.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages the page indicator shows. Implement this and `presentationIndex(for:)` to show
    /// the indicator (scroll style, horizontal); the default 0 shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page selected in the indicator when pages are set with `setViewControllers`.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears about page turns, mirroring `UIPageViewControllerDelegate`. Every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture-driven turn begins towards `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven turn ended; `completed` is false when the user let the page snap back.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for a new orientation (page-curl style).
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
