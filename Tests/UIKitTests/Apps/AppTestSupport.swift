import Foundation
import UIKit

/// A shared log the lifecycle and appearance tests append to.
@MainActor
final class VCLog {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    func clear() { entries = [] }
}

/// A view controller that logs its appearance callbacks as "<name>.<callback>".
@MainActor
class LoggedVC: UIViewController {
    let name: String
    let log: VCLog
    var movingLog: [String] = []
    init(_ name: String, _ log: VCLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        log.add("\(name).viewWillAppear")
        if isMovingToParent { movingLog.append("willAppear.movingToParent") }
        if isBeingPresented { movingLog.append("willAppear.beingPresented") }
    }
    override func viewIsAppearing(_ animated: Bool) { log.add("\(name).viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) {
        log.add("\(name).viewDidAppear")
        if isMovingToParent { movingLog.append("didAppear.movingToParent") }
    }
    override func viewWillDisappear(_ animated: Bool) {
        log.add("\(name).viewWillDisappear")
        if isMovingFromParent { movingLog.append("willDisappear.movingFromParent") }
        if isBeingDismissed { movingLog.append("willDisappear.beingDismissed") }
    }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) { log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}

/// A shown window of `size` on a scale-1 screen, with a fresh pipeline owner (timers, animations,
/// layout and display requests, gesture arena, an empty Auto Layout engine) and a manual clock.
@MainActor
func appWindow(_ size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
    PipelineOwner.installFresh()
    CAMediaClock.useManualClock(startingAt: 100)
    let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 1)
    UIScreen.main = screen
    let w = UIWindow(frame: CGRect(origin: .zero, size: size))
    w.screen = screen
    return w
}

/// A shown, key window of `size` (see `appWindow`) whose root view controller is a plain
/// `UIViewController`, as most screens of an app start. Keep the window for the test's duration
/// (nothing else owns it).
@MainActor
func shownController(_ size: CGSize = CGSize(width: 390, height: 844)) -> (window: UIWindow, vc: UIViewController) {
    let window = appWindow(size)
    let vc = UIViewController()
    window.rootViewController = vc
    window.makeKeyAndVisible()
    return (window, vc)
}


/// Runs turns, advancing the manual clock by `step` before each, until `seconds` have passed.
@MainActor
func runFor(_ seconds: Double, step: Double = 1.0 / 60) {
    var t = 0.0
    while t < seconds - 1e-9 {
        CAMediaClock.advance(by: step)
        UIApplication.shared.runOneTurn()
        t += step
    }
}

/// A one-finger drag in `window` from `start` by `delta` in `steps` moves 1/60 s apart, each followed by a
/// turn. With `holdBeforeLift` the finger rests 0.2 s before it lifts, so the release carries no velocity
/// (no flick); without it the release keeps the drag's speed. With `lift` false the finger stays down at
/// the end (the test sends `.ended` itself).
@MainActor
func dragTouch(in window: UIWindow, from start: CGPoint, by delta: CGPoint, steps: Int = 10, holdBeforeLift: Bool = false,
               lift: Bool = true) {
    window.sendTouch(.began, at: start)
    UIApplication.shared.runOneTurn()
    let end = CGPoint(x: start.x + delta.x, y: start.y + delta.y)
    for i in 1...steps {
        CAMediaClock.advance(by: 1.0 / 60)
        let f = CGFloat(i) / CGFloat(steps)
        window.sendTouch(.moved, at: CGPoint(x: start.x + delta.x * f, y: start.y + delta.y * f))
        UIApplication.shared.runOneTurn()
    }
    guard lift else { return }
    if holdBeforeLift {
        CAMediaClock.advance(by: 0.2)
        window.sendTouch(.moved, at: end)
    }
    window.sendTouch(.ended, at: end)
    UIApplication.shared.runOneTurn()
}

/// A tap in `window` at `point`: down, a turn, up 0.05 s later, a turn.
@MainActor
func tapTouch(in window: UIWindow, at point: CGPoint) {
    window.sendTouch(.began, at: point)
    UIApplication.shared.runOneTurn()
    CAMediaClock.advance(by: 0.05)
    window.sendTouch(.ended, at: point)
    UIApplication.shared.runOneTurn()
}

/// A plain table filling a shown controller's view, its cells registered as `UITableViewCell` under
/// `reuseIdentifier`, with `model` as data source and delegate, after one turn.
@MainActor
func shownTable(_ model: UITableViewDataSource & UITableViewDelegate, reuseIdentifier: String) -> (UIWindow, UITableView) {
    let (window, vc) = shownController(CGSize(width: 390, height: 844))
    let table = UITableView(frame: vc.view.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: reuseIdentifier)
    table.dataSource = model
    table.delegate = model
    vc.view.addSubview(table)
    UIApplication.shared.runOneTurn()
    return (window, table)
}
