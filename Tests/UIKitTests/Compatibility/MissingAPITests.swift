import Foundation
import Testing
import UIKit

/// APIs real libraries call: they build and answer as UIKit's reference pages say.
@MainActor @Suite(.freshWorld) struct MissingAPITests {
    @Test("UINib and the registration overloads that take one build; registered nibs make plain cells, instantiate makes no objects")
    func nibs() {
        let nib = UINib(nibName: "MissingCell", bundle: nil)
        #expect(nib.instantiate(withOwner: nil, options: nil).isEmpty)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(nib, forCellReuseIdentifier: "n")
        table.register(nib, forHeaderFooterViewReuseIdentifier: "h")
        #expect(table.dequeueReusableCell(withIdentifier: "n") != nil)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h") != nil)
        table.register(nil as UINib?, forCellReuseIdentifier: "n")
        #expect(table.dequeueReusableCell(withIdentifier: "n") == nil)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(nib, forCellWithReuseIdentifier: "c")
        cv.register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "s")
        final class NibCell: UICollectionViewCell {}
        let registration = UICollectionView.CellRegistration<NibCell, Int>(cellNib: nib) { _, _, _ in }
        _ = registration
        let supplementary = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            supplementaryNib: nib, elementKind: UICollectionView.elementKindSectionHeader) { _, _, _ in }
        #expect(supplementary.elementKind == UICollectionView.elementKindSectionHeader)
    }

    @Test("a transition coordinator's animate(alongsideTransition:) defaults the completion to nil")
    func coordinatorDefaultCompletion() {
        final class Probe: UIViewController {
            var ran = false
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(alongsideTransition: { _ in self.ran = true })
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let probe = Probe()
        window.rootViewController = probe
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        window.layoutIfNeeded()
        #expect(probe.ran)
    }

    @Test("UIGraphicsImageRendererFormat(for:) takes the trait collection's display scale")
    func rendererFormatForTraits() {
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2)).scale == 2)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10),
                                            format: UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 3))).image { _ in }
        #expect(image.scale == 3 && image.cgImage?.width == 30)
    }

    @Test("UITraitCollection(forceTouchCapability:) sets only that trait; combining keeps it")
    func forceTouchTrait() {
        let t = UITraitCollection(forceTouchCapability: .available)
        #expect(t.forceTouchCapability == .available && t.displayScale == 0)
        #expect(UITraitCollection().forceTouchCapability == .unknown)
        #expect(UIForceTouchCapability.unavailable.rawValue == 1)
        let combined = UITraitCollection(traitsFrom: [t, UITraitCollection(displayScale: 2)])
        #expect(combined.forceTouchCapability == .available && combined.displayScale == 2)
        #expect(combined.containsTraits(in: t) && !UITraitCollection().containsTraits(in: t))
    }
}
