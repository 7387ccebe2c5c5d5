import Foundation
import UIKit

/// The pointer, drops and printing page: a button that shows the hand under the pointer
/// (`UIPointerInteraction`), a text field with the I-beam, a drop target that lists the files and text
/// dropped on it (`UIDropInteraction`), and a button that prints a page with a header, a footer and a
/// view drawn differently on paper (`UIPrintInteractionController`).
@MainActor
public final class DesktopInputController: UIViewController, UIDropInteractionDelegate, UIPointerInteractionDelegate {
    /// What happened, one line each (the demo prints them; the end-to-end test reads them).
    public private(set) var log: [String] = []
    public let pointerButton = UIButton(type: .system)
    public let field = UITextField()
    public let dropTarget = UILabel()
    public let printButton = UIButton(type: .system)
    public let badge = PrintBadge()

    /// A badge drawn in color on screen and as an outlined "PRINTED" box on paper (`draw(_:for:)`).
    public final class PrintBadge: UIView {
        public override func draw(_ rect: CGRect) {
            UIColor.systemTeal.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: 8).fill()
        }
        public override func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
            UIColor.black.setStroke()
            let path = UIBezierPath(rect: bounds.insetBy(dx: 1, dy: 1))
            path.lineWidth = 2
            path.stroke()
            ("PRINTED" as NSString).draw(at: CGPoint(x: 8, y: 6), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 14)])
        }
    }

    /// The page's renderer: a header with the job's title, a footer with the page number, and the badge's
    /// print formatter.
    final class Renderer: UIPrintPageRenderer {
        override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
            ("uikit-linux catalog" as NSString).draw(at: headerRect.origin, withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
        override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
            ("Page \(pageIndex + 1) of \(numberOfPages)" as NSString).draw(at: footerRect.origin, withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
    }

    public override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        pointerButton.setTitle("Pointer: hand", for: .normal)
        pointerButton.addInteraction(UIPointerInteraction(delegate: self))
        field.borderStyle = .roundedRect
        field.placeholder = "Text: I-beam"
        dropTarget.text = "Drop files or text here"
        dropTarget.textAlignment = .center
        dropTarget.numberOfLines = 0
        dropTarget.layer.borderWidth = 1
        dropTarget.layer.borderColor = UIColor.systemGray.cgColor
        dropTarget.layer.cornerRadius = 8
        dropTarget.isUserInteractionEnabled = true
        dropTarget.addInteraction(UIDropInteraction(delegate: self))
        printButton.setTitle("Print", for: .normal)
        printButton.addAction(UIAction { [unowned self] _ in printPage() }, for: .touchUpInside)
        // Its rounded corners show the page behind: a view is opaque by default, and an opaque view's
        // undrawn pixels are black whatever its background colour.
        badge.backgroundColor = .clear
        badge.isOpaque = false
        for v in [pointerButton, field, dropTarget, printButton, badge] as [UIView] { view.addSubview(v) }
    }

    public override func viewWillLayoutSubviews() {
        let w = max(view.bounds.width - 32, 10)
        pointerButton.frame = CGRect(x: 16, y: 16, width: 160, height: 36)
        field.frame = CGRect(x: 16, y: 60, width: w, height: 34)
        dropTarget.frame = CGRect(x: 16, y: 104, width: w, height: 100)
        printButton.frame = CGRect(x: 16, y: 214, width: 80, height: 36)
        badge.frame = CGRect(x: 110, y: 214, width: 100, height: 30)
    }

    // MARK: Pointer

    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        return UIPointerStyle(effect: .highlight(UITargetedPreview(view: view)))
    }

    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {
        log.append("pointer: entered button")
    }

    // MARK: Drop

    /// Where the session is over the drop target, as a log line shows it ("x,y" in the target's points).
    private func dropPoint(_ session: any UIDropSession) -> String {
        let p = session.location(in: dropTarget)
        return "\(Int(p.x.rounded())),\(Int(p.y.rounded()))"
    }

    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        let can = session.canLoadObjects(ofClass: URL.self) || session.canLoadObjects(ofClass: String.self)
        log.append("drop canHandle at \(dropPoint(session)): \(can)")
        return can
    }

    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        log.append("drop update at \(dropPoint(session))")
        return UIDropProposal(operation: .copy)
    }

    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        let files = session.items.filter { $0.itemProvider.hasItemConformingToTypeIdentifier("public.file-url") }.count
        log.append("drop: \(session.items.count) items, \(files) files at \(dropPoint(session))")
        if files > 0 {
            session.loadObjects(ofClass: URL.self) { [weak self] urls in
                for url in urls { self?.log.append("drop file: \(url.lastPathComponent)") }
                self?.dropTarget.text = urls.map(\.lastPathComponent).joined(separator: "\n")
            }
        } else {
            session.loadObjects(ofClass: String.self) { [weak self] texts in
                for text in texts { self?.log.append("drop text: \(text)") }
                self?.dropTarget.text = texts.joined(separator: "\n")
            }
        }
    }

    // MARK: Print

    /// Prints the badge with a header and a footer; logs where the PDF went.
    public func printPage() {
        let controller = UIPrintInteractionController.shared
        let info = UIPrintInfo.printInfo()
        info.jobName = "uikit-linux catalog"
        controller.printInfo = info
        let renderer = Renderer()
        renderer.headerHeight = 30
        renderer.footerHeight = 30
        renderer.addPrintFormatter(badge.viewPrintFormatter(), startingAtPageAt: 0)
        controller.printPageRenderer = renderer
        controller.present(animated: true) { [weak self] controller, completed, error in
            let where_ = controller.printedDocumentURL?.path ?? "the printer"
            self?.log.append(completed ? "print: \(where_)" : "print failed: \(error.map { "\($0)" } ?? "cancelled")")
        }
    }
}

extension CatalogPages {
    /// The pointer, drop and print page.
    static func desktopInput() -> UIViewController {
        let vc = DesktopInputController()
        vc.title = "Pointer, drops and printing"
        return vc
    }
}
