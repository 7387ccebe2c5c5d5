import Foundation
import Testing
import UIKit

/// `UIDevice.current` as an app reads it, and the keyboard layout guide with no on-screen keyboard.
@MainActor @Suite(.serialized, .freshWorld) struct UIDeviceAndKeyboardGuideTests {
    @Test func deviceDescribesTheMachine() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.systemName == "Linux")
        #expect(!device.systemVersion.isEmpty)
        #expect(device.systemVersion.allSatisfy { $0.isNumber || $0 == "." })
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
        device.isProximityMonitoringEnabled = true
        #expect(device.isProximityMonitoringEnabled == false)
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }

    @Test func orientationIsUnknownWithoutASensor() {
        let device = UIDevice.current
        // Without orientation notifications (and with no sensor) UIKit reports .unknown.
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
    }

    @Test func keyboardGuideSitsBelowTheSafeAreaWithNoKeyboard() {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        screen.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let root = UIView(frame: screen.bounds)
        window.addSubview(root)
        let guide = root.keyboardLayoutGuide
        #expect(guide === root.keyboardLayoutGuide)
        #expect(guide.owningView === root)
        #expect(guide.identifier == "UIViewKeyboardLayoutGuide")
        #expect(guide.followsUndockedKeyboard == false)
        #expect(guide.usesBottomSafeArea)
        // A text field kept above the keyboard, the pattern Apple's article shows.
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            root.keyboardLayoutGuide.topAnchor.constraint(equalTo: bar.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // The guide's top is the safe area's bottom (844 - 34) and it reaches the view's bottom.
        #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        guide.usesBottomSafeArea = false
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(bar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
        guide.keyboardDismissPadding = -5
        #expect(guide.keyboardDismissPadding == 0)
    }

    @Test func trackingGuideActivatesTheBottomEdgeConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let near = v.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor)
        let away = v.centerYAnchor.constraint(equalTo: root.centerYAnchor)
        root.keyboardLayoutGuide.setConstraints([near], activeWhenNearEdge: .bottom)
        root.keyboardLayoutGuide.setConstraints([away], activeWhenAwayFrom: .bottom)
        #expect(near.isActive)
        #expect(!away.isActive)
        #expect(root.keyboardLayoutGuide.constraintsActiveWhenNearEdge(.bottom) == [near])
    }
}
