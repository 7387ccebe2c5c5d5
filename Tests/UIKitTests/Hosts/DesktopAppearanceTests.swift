import Foundation
import Testing
import UIKit

/// A private session bus with a fake settings portal (python3 with dbus-python and GLib), started and
/// stopped by the test. The portal answers `ReadOne` (or, as portals before version 2 do, only `Read`,
/// whose reply wraps the value in one more variant) for `org.freedesktop.appearance` `color-scheme`, and
/// emits `SettingChanged` for each value written to its standard input.
@MainActor
final class FakeSettingsPortal {
    nonisolated static var available: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
            && run("/usr/bin/python3", ["-c", "import dbus, dbus.service, dbus.mainloop.glib; from gi.repository import GLib"])
    }

    private nonisolated static func run(_ tool: String, _ args: [String]) -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }

    static let script = """
    import sys, dbus, dbus.service
    from dbus.mainloop.glib import DBusGMainLoop
    from gi.repository import GLib
    DBusGMainLoop(set_as_default=True)
    address, value, old = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "old"
    bus = dbus.bus.BusConnection(address)
    IFACE = "org.freedesktop.portal.Settings"
    class Settings(dbus.service.Object):
        def value(self, ns, key, level):
            if ns != "org.freedesktop.appearance" or key != "color-scheme":
                raise dbus.exceptions.DBusException("not found", name="org.freedesktop.portal.Error.NotFound")
            return dbus.UInt32(state["value"], variant_level=level)
        @dbus.service.method(IFACE, in_signature="ss", out_signature="v")
        def Read(self, ns, key):
            return self.value(ns, key, 2)
        @dbus.service.signal(IFACE, signature="ssv")
        def SettingChanged(self, ns, key, value):
            pass
    class NewSettings(Settings):
        @dbus.service.method(IFACE, in_signature="ss", out_signature="v")
        def ReadOne(self, ns, key):
            return self.value(ns, key, 1)
    state = {"value": value}
    name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus)
    portal = (Settings if old else NewSettings)(bus, "/org/freedesktop/portal/desktop")
    def on_input(source, condition):
        line = sys.stdin.readline()
        if not line:
            loop.quit()
            return False
        state["value"] = int(line)
        portal.SettingChanged("org.freedesktop.appearance", "color-scheme", dbus.UInt32(state["value"], variant_level=1))
        return True
    GLib.io_add_watch(sys.stdin, GLib.IO_IN | GLib.IO_HUP, on_input)
    loop = GLib.MainLoop()
    GLib.timeout_add_seconds(60, loop.quit)  # never outlives a test that failed to stop it
    print("ready", flush=True)
    loop.run()
    """

    let bus: PrivateBus
    let portal = Process()
    var address: String { bus.address }
    private let portalInput = Pipe()

    /// Starts a bus and a portal whose color scheme is `value`; `old` portals have only `Read`.
    init(value: Int, old: Bool = false) throws {
        bus = try PrivateBus()
        portal.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        portal.arguments = ["-c", Self.script, address, String(value), old ? "old" : "new"]
        let portalOut = Pipe()
        portal.standardOutput = portalOut
        portal.standardInput = portalInput
        portal.standardError = FileHandle.nullDevice
        try portal.run()
        guard ChildProcess.firstLine(of: portalOut.fileHandleForReading) == "ready" else { stop(); throw CocoaError(.fileReadUnknown) }
    }

    /// The portal changes its color scheme to `value` and emits `SettingChanged`.
    func set(_ value: Int) { portalInput.fileHandleForWriting.write(Data("\(value)\n".utf8)) }

    /// Stops the portal, then the bus.
    func stop() {
        ChildProcess.stop(portal)
        bus.stop()
    }

    /// Stops only the portal: the bus stays without one.
    func stopPortal() { ChildProcess.stop(portal) }
}

/// The desktop's light or dark preference through the settings portal (a private bus and a fake portal
/// the test starts), and `UIKIT_APPEARANCE` overriding it.
@MainActor @Suite(.serialized, .enabled(if: FakeSettingsPortal.available), .freshWorld)
struct DesktopAppearanceTests {
    /// Polls `read` for up to five seconds until it gives a value.
    func eventually<T>(_ read: () -> T?) -> T? {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let v = read() { return v }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    @Test("the portal's color-scheme: 1 is dark, 2 and 0 light; ReadOne, or Read on an old portal; SettingChanged arrives without blocking")
    func readsAndWatchesThePortal() throws {
        let portal = try FakeSettingsPortal(value: 1)
        defer { portal.stop() }
        let appearance = try #require(DesktopAppearance(address: portal.address))
        #expect(appearance.colorScheme() == .dark)
        #expect(appearance.pendingChange() == nil)
        portal.set(2)
        #expect(eventually { appearance.pendingChange() } == .light)
        portal.set(0)
        #expect(eventually { appearance.pendingChange() } == .light)
        portal.set(1)
        #expect(eventually { appearance.pendingChange() } == .dark)

        let old = try FakeSettingsPortal(value: 1, old: true)
        defer { old.stop() }
        #expect(DesktopAppearance(address: old.address)?.colorScheme() == .dark)
    }

    @Test("no portal on the bus, or no bus: no preference, and no hang")
    func noPortal() throws {
        let portal = try FakeSettingsPortal(value: 1)
        let address = portal.address
        portal.stopPortal()
        defer { portal.stop() }
        #expect(DesktopAppearance(address: address)?.colorScheme() == nil)
        #expect(DesktopAppearance(address: "unix:path=/nonexistent/uikit-bus") == nil)
        #expect(DesktopAppearance.sessionBusAddress(environment: [:]) == nil)
        #expect(DesktopAppearance.sessionBusAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]) == "unix:path=/x")
    }

    final class StyleProbe: UIView {
        var changes: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(traitCollection.userInterfaceStyle)
        }
    }

    @Test("the SDL host sets userInterfaceStyle from the desktop at launch and follows its change in the next turn; UIKIT_APPEARANCE=light overrides a dark desktop")
    func hostFollowsTheDesktop() throws {
        let host = try #require(SDLTestHost.make())
        defer { SDLTestHost.finish(); UITraitCollection._setSystemTraits(style: .light) }
        let portal = try FakeSettingsPortal(value: 1)
        defer { portal.stop() }
        host.followDesktopAppearance(environment: ["DBUS_SESSION_BUS_ADDRESS": portal.address])
        let (window, _) = shownController(CGSize(width: 200, height: 100))
        defer { window.isHidden = true }
        let probe = StyleProbe(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(probe)
        UIApplication.shared.runOneTurn()
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        portal.set(2)
        let followed = eventually { () -> Bool? in
            _ = host.pollEvents()
            return window.traitCollection.userInterfaceStyle == .light ? true : nil
        }
        #expect(followed == true)
        #expect(probe.changes == [.light])

        host.followDesktopAppearance(environment: ["DBUS_SESSION_BUS_ADDRESS": portal.address, "UIKIT_APPEARANCE": "light"])
        portal.set(1)
        Thread.sleep(forTimeInterval: 0.3)
        _ = host.pollEvents()
        #expect(window.traitCollection.userInterfaceStyle == .light, "the override is not the desktop's")
    }
}
