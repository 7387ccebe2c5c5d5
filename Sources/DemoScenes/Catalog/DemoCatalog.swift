import Foundation
import UIKit

/// One page of the catalog: a title, one sentence explaining what it shows, and the view controller that
/// shows it live.
public struct DemoPage {
    /// The page's title (also the navigation bar's and the file name's).
    public let title: String
    /// One sentence saying what the page demonstrates.
    public let summary: String
    /// Builds the page.
    public let make: @MainActor () -> UIViewController

    public init(title: String, summary: String, make: @escaping @MainActor () -> UIViewController) {
        self.title = title
        self.summary = summary
        self.make = make
    }

    /// A file-name slug of the title.
    public var slug: String {
        title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.reduce(into: "") { s, c in
            if !(c == "-" && s.last == "-") { s.append(c) }
        }.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }
}

/// The catalog's pages, in the order the root list shows them: the seed's chapters, then the standard
/// views. Other parts of the project add pages by appending to `pages`.
@MainActor
public enum DemoCatalog {
    public static var pages: [DemoPage] = [
        DemoPage(title: "View hierarchy", summary: "Subviews draw over their superview and later siblings over earlier ones; alpha fades a whole subtree.",
                 make: { CatalogPages.hierarchy() }),
        DemoPage(title: "Drawing cycle", summary: "draw(_:) runs once per commit for views that asked with setNeedsDisplay; the rest reuse their backing store.",
                 make: { CatalogPages.drawingCycle() }),
        DemoPage(title: "Content modes", summary: "A drawn view resized under each content mode: only .redraw draws again.",
                 make: { CatalogPages.contentModes() }),
        DemoPage(title: "Stretchable views", summary: "A resizable image keeps its caps and stretches or tiles its middle.",
                 make: { CatalogPages.stretchable() }),
        DemoPage(title: "Animations", summary: "One UIView.animate call moves and turns a view, back and forth, on the media clock.",
                 make: { CatalogPages.animations() }),
        DemoPage(title: "Geometry and transforms", summary: "Frame, bounds and center; a rotation by transform leaves the bounds unchanged.",
                 make: { CatalogPages.geometry() }),
        DemoPage(title: "Points and pixels", summary: "Hairlines one pixel wide at every scale, and lines on whole points.",
                 make: { CatalogPages.pointsAndPixels() }),
        DemoPage(title: "Interaction model", summary: "Events reach views by hit-testing; a scroll view bounces and decelerates on the media clock.",
                 make: { CatalogPages.interaction() }),
        DemoPage(title: "Tips", summary: "Opaque views and clipsToBounds: what to set so the compositor does less work.",
                 make: { CatalogPages.tips() }),
        DemoPage(title: "Scroll view", summary: "A thousand rows of images and labels in a scroll view with indicators.",
                 make: { CatalogPages.longList() }),
        DemoPage(title: "Paging and zooming", summary: "A paging scroll view and a zoomed image within its limits.",
                 make: { CatalogPages.pagingAndZoom() }),
        DemoPage(title: "Alert", summary: "An alert presented over the page, as UIAlertController does.",
                 make: { CatalogPages.alert() }),
        DemoPage(title: "Sheet", summary: "A page sheet presented as a card over a dimmed presenter.",
                 make: { CatalogPages.sheet() }),
        DemoPage(title: "Dark mode", summary: "overrideUserInterfaceStyle makes a subtree dark; bars follow.",
                 make: { CatalogPages.darkMode() }),
        DemoPage(title: "Text", summary: "Labels, fonts and scripts set by Pango; attributed strings, buttons, a segmented control.",
                 make: { CatalogPages.text() }),
        DemoPage(title: "Auto Layout", summary: "A page laid out only by constraints and stack views.",
                 make: { CatalogPages.autoLayout() }),
        DemoPage(title: "Controls and gestures", summary: "Drag, tap or long-press the box; wheel over the list; the switch and slider.",
                 make: { CatalogPages.controls() }),
        DemoPage(title: "Table view", summary: "An inset grouped UITableViewController with headers, footers, accessories and reused cells.", make: { CatalogPages.tableView() }),
        DemoPage(title: "Collection view", summary: "A flow-layout grid of coloured cells under pinned section headers; only visible cells exist.", make: { CatalogPages.collectionView() }),
        DemoPage(title: "Lists", summary: "An inset grouped list: compositional list layout, list cells with accessories, a diffable data source.", make: { CatalogPages.collectionList() }),
        DemoPage(title: "Swipe actions", summary: "Swipe a row left for Delete and Flag, right for Pin; Edit shows delete and reorder controls.",
                 make: { CatalogPages.swipeActions() }),
        DemoPage(title: "Shelves", summary: "Sideways shelves (cards scaled by a visible-items handler, tiles) above a list; Edit reorders its rows by their handles.",
                 make: { CatalogPages.shelves() }),
        DemoPage(title: "Badges and bar images", summary: "Badges anchored to items, section backgrounds, bar background images, a flipped layer.",
                 make: { CatalogPages.decorations() }),
        DemoPage(title: "Text editing", summary: "Click a field and type: a text field, a secure field and a text view, edited with the keyboard.",
                 make: { CatalogPages.textEditing() }),
        DemoPage(title: "Pointer, drops and printing", summary: "The hand over a button and the I-beam over text; files dropped from the desktop; a printed page.",
                 make: { CatalogPages.desktopInput() }),
        DemoPage(title: "Windows", summary: "Open another window: each window scene is a desktop window with its scene's title.",
                 make: { CatalogPages.windows() }),
    ]
}

/// How the catalog makes its texts: a UILabel that wraps at 350 points.
@MainActor
public enum DemoText {
    /// A sized label with `text` at `fontSize` points (the catalog's rows and captions).
    public static var makeLabel: (_ text: String, _ fontSize: CGFloat) -> UIView = { text, size in
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.textColor = .label
        label.numberOfLines = 0
        label.frame.size = label.sizeThatFits(CGSize(width: 350, height: CGFloat.greatestFiniteMagnitude))
        return label
    }
}
