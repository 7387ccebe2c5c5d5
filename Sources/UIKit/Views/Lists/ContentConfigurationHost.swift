import Foundation

/// How a table or collection view cell shows its `contentConfiguration` (internal): the configuration's
/// view fills the content view; a new configuration of the same type updates that view in place (UIKit
/// keeps the content view when the configuration's type matches), one of another type replaces it, nil
/// removes it. Returns the view now shown.
@MainActor
func _showContentConfiguration(_ configuration: (any UIContentConfiguration)?,
                               replacing current: (any UIView & UIContentView)?,
                               in contentView: UIView) -> (any UIView & UIContentView)? {
    guard let c = configuration else {
        current?.removeFromSuperview()
        return nil
    }
    if let v = current, type(of: v.configuration) == type(of: c) {
        v.configuration = c
        return v
    }
    current?.removeFromSuperview()
    let v = c.makeContentView()
    contentView.addSubview(v)
    return v
}
