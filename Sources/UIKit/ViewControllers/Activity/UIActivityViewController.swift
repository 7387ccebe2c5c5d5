import Foundation

/// A view controller offering services for items, mirroring `UIActivityViewController`. On Linux the
/// services are the built-in Copy (strings, URLs, images and colours go to `UIPasteboard.general`) and the
/// app's own `applicationActivities` that accept the items; each is a button in a list with Cancel last.
/// Choosing one dismisses the controller, runs the activity and reports through
/// `completionWithItemsHandler`, as on iOS; Cancel reports `(nil, false, nil, nil)`.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// Called when an activity finishes or the controller is cancelled.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    let activityItems: [Any]
    let applicationActivities: [UIActivity]
    /// Activity types not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// The completion handler.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A controller for `activityItems` offering the built-in services and `applicationActivities`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// The offered services in order: Copy (unless excluded or nothing can be copied), then the app's.
    package var _offered: [(title: String, type: UIActivity.ActivityType?, activity: UIActivity?)] {
        var list: [(String, UIActivity.ActivityType?, UIActivity?)] = []
        let excluded = Set(excludedActivityTypes ?? [])
        if !excluded.contains(.copyToPasteboard), activityItems.contains(where: UIActivityViewController.copyable) {
            list.append(("Copy", .copyToPasteboard, nil))
        }
        for a in applicationActivities where a.canPerform(withActivityItems: activityItems) {
            if let t = a.activityType, excluded.contains(t) { continue }
            list.append((a.activityTitle ?? "", a.activityType, a))
        }
        return list
    }

    static func copyable(_ item: Any) -> Bool { item is String || item is URL || item is UIImage || item is UIColor }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        for (index, entry) in _offered.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(entry.title, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?._choose(index) }, for: .primaryActionTriggered)
            stack.addArrangedSubview(button)
        }
        let cancel = UIButton(type: .system)
        cancel.setTitle("Cancel", for: .normal)
        cancel.addAction(UIAction { [weak self] _ in self?._cancel() }, for: .primaryActionTriggered)
        stack.addArrangedSubview(cancel)
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        view = root
    }

    /// Runs the offered service at `index` as a tap on its button does.
    package func _choose(_ index: Int) {
        let offered = _offered
        guard offered.indices.contains(index) else { return }
        let entry = offered[index]
        let handler = completionWithItemsHandler
        let finish: (Bool) -> Void = { completed in handler?(entry.type, completed, nil, nil) }
        let run = { [activityItems] in
            if let activity = entry.activity {
                activity._finish = finish
                activity.prepare(withActivityItems: activityItems)
                activity.perform()
            } else {
                let board = UIPasteboard.general
                var items: [[String: Any]] = []
                for item in activityItems {
                    if let s = item as? String { items.append([UIPasteboard.stringType: s]) }
                    else if let u = item as? URL { items.append([UIPasteboard.urlType: u]) }
                    else if let i = item as? UIImage { items.append([UIPasteboard.imageType: i]) }
                    else if let c = item as? UIColor { items.append([UIPasteboard.colorType: c]) }
                }
                board.items = items
                finish(true)
            }
        }
        if presentingViewController != nil { dismiss(animated: true, completion: run) } else { run() }
    }

    /// Cancels as the Cancel button does.
    package func _cancel() {
        let handler = completionWithItemsHandler
        let report: () -> Void = { handler?(nil, false, nil, nil) }
        if presentingViewController != nil { dismiss(animated: true, completion: report) } else { report() }
    }
}
