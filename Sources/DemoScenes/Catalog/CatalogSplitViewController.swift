import Foundation
import UIKit

/// The catalog's split view: the page list in the primary column and the chosen page in the secondary one
/// when the horizontal size class is regular; collapsed to the list's navigation stack when compact, as
/// `UISplitViewController` does on an iPhone. Each layout pass reports the columns to `CatalogLog`.
@MainActor
public final class CatalogSplitViewController: UISplitViewController {
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let columns = isCollapsed ? "collapsed"
            : "columns \(Int(primaryColumnWidth))+\(Int(b.width - primaryColumnWidth))"
        CatalogLog.record("split \(Int(b.width))x\(Int(b.height)) \(columns)")
    }
}
