import Foundation
import Testing
import UIKit

/// Everyday app patterns: size and trait changes, containment, repeating and transaction animations,
/// stack views hiding views, diffable lists.
@MainActor @Suite(.freshWorld) struct CommonPatternsContainerTests {
    @Test func windowResizeTellsViewControllers() {
        final class VC: UIViewController {
            var sizes: [CGSize] = []
            var traits = 0
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
            }
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                traits += 1
            }
        }
        let window = appWindow(CGSize(width: 390, height: 844))
        let vc = VC()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        UIApplication.shared.runOneTurn()
        #expect(vc.sizes == [CGSize(width: 844, height: 390)])
        #expect(vc.view.bounds.size == CGSize(width: 844, height: 390))
        let before = vc.traits
        window.overrideUserInterfaceStyle = .dark
        UIApplication.shared.runOneTurn()
        #expect(vc.traits == before + 1)
    }

    @Test func childContainment() {
        let window = appWindow()
        let log = VCLog()
        let parent = LoggedVC("parent", log)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        runFor(0.1)
        log.clear()
        let child = LoggedVC("child", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        UIApplication.shared.runOneTurn()
        #expect(log.entries.first == "child.willMove(parent)")
        #expect(log.entries.contains("child.viewDidLoad"))
        #expect(log.entries.contains("child.viewWillAppear"))
        #expect(log.entries.contains("child.viewDidAppear"))
        #expect(child.parent === parent)
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries.contains("child.viewWillDisappear"))
        #expect(log.entries.contains("child.viewDidDisappear"))
        #expect(log.entries.last == "child.didMove(nil)")
        #expect(child.parent == nil)
    }

    @Test func repeatingAutoreverseAnimation() {
        let window = appWindow(CGSize(width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: {
            v.alpha = 0
        })
        #expect(v.alpha == 0)
        CAMediaClock.advance(by: 0.5); UIApplication.shared.runOneTurn()
        #expect(abs(Double(v.layer.presentation()!.opacity) - 0.5) < 0.02)
        CAMediaClock.advance(by: 1.0); UIApplication.shared.runOneTurn()
        #expect(abs(Double(v.layer.presentation()!.opacity) - 0.5) < 0.02)
        CAMediaClock.advance(by: 0.25); UIApplication.shared.runOneTurn()
        #expect(abs(Double(v.layer.presentation()!.opacity) - 0.75) < 0.02)
        v.layer.removeAllAnimations()
    }

    @Test func transactionCompletionAndTransition() {
        let window = appWindow(CGSize(width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        var done = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 100
        a.duration = 0.5
        v.layer.add(a, forKey: "move")
        CATransaction.commit()
        runFor(0.3)
        #expect(!done)
        runFor(0.4)
        #expect(done)
        var finished: Bool?
        UIView.transition(with: v, duration: 0.3, options: .transitionCrossDissolve, animations: { v.backgroundColor = .red }) { finished = $0 }
        runFor(0.5)
        #expect(finished == true)
    }

    @Test func stackViewHidesArrangedSubview() {
        let (window, vc) = shownController(CGSize(width: 300, height: 300))
        defer { withExtendedLifetime(window) {} }
        let a = UIView(), b = UIView(), c = UIView()
        for v in [a, b, c] { v.heightAnchor.constraint(equalToConstant: 30).isActive = true }
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: vc.view.topAnchor), stack.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor), stack.widthAnchor.constraint(equalToConstant: 100)])
        UIApplication.shared.runOneTurn()
        #expect(stack.frame.height == 110)
        b.isHidden = true
        UIApplication.shared.runOneTurn()
        #expect(stack.frame.height == 70)
        #expect(c.frame.minY == 40)
        UIView.animate(withDuration: 0.3) { b.isHidden = false; stack.layoutIfNeeded() }
        runFor(0.5)
        #expect(stack.frame.height == 110)
        #expect(c.frame.minY == 80)
    }

    @Test func collectionDiffableList() {
        let (window, vc) = shownController(CGSize(width: 320, height: 600))
        defer { withExtendedLifetime(window) {} }
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        vc.view.addSubview(cv)
        let reg = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var c = cell.defaultContentConfiguration()
            c.text = item
            cell.contentConfiguration = c
        }
        let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: reg, for: ip, item: item)
        }
        var snap = NSDiffableDataSourceSnapshot<Int, String>()
        snap.appendSections([0])
        snap.appendItems((0..<50).map { "Item \($0)" })
        ds.apply(snap, animatingDifferences: false)
        UIApplication.shared.runOneTurn()
        #expect(cv.numberOfItems(inSection: 0) == 50)
        #expect(cv.visibleCells.count > 5)
        #expect(ds.itemIdentifier(for: IndexPath(item: 3, section: 0)) == "Item 3")
        let attrs = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(attrs?.frame.width == 320)
    }
}
