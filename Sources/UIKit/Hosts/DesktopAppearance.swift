import Foundation
import CDBus

/// The desktop's light or dark preference, read from the freedesktop settings portal over the session
/// bus (`org.freedesktop.portal.Settings`, key `color-scheme` in `org.freedesktop.appearance`: 1 prefers
/// dark, 2 prefers light, 0 states no preference, which is light as on iOS). It is read once when made
/// (`colorScheme()`, `ReadOne`, or `Read` on portals older than version 2, whose reply wraps the value
/// in one more variant) and then watched: `pendingChange()` drains the portal's `SettingChanged` signals
/// without blocking. Every call on the bus is bounded (one second); nothing here can hang the run loop.
///
/// The session bus is found as desktop programs find it: `DBUS_SESSION_BUS_ADDRESS`, else the
/// `$XDG_RUNTIME_DIR/bus` socket. It is never started (libdbus's X11 autolaunch is not used).
@preconcurrency @MainActor
package final class DesktopAppearance {
    /// The private connection; only this object uses it, on the main actor and in its deinit.
    nonisolated(unsafe) private let connection: OpaquePointer
    private static let service = "org.freedesktop.portal.Desktop"
    private static let path = "/org/freedesktop/portal/desktop"
    private static let interface = "org.freedesktop.portal.Settings"
    private static let namespace = "org.freedesktop.appearance"
    private static let key = "color-scheme"
    /// How long a call on the bus may take, in milliseconds.
    private static let timeout: Int32 = 1_000

    /// The session bus's address in `environment`, nil when there is none.
    package nonisolated static func sessionBusAddress(environment: [String: String]) -> String? {
        if let a = environment["DBUS_SESSION_BUS_ADDRESS"], !a.isEmpty { return a }
        guard let dir = environment["XDG_RUNTIME_DIR"], !dir.isEmpty else { return nil }
        let socket = dir + "/bus"
        return FileManager.default.fileExists(atPath: socket) ? "unix:path=" + socket : nil
    }

    /// Connects to the bus at `address` and subscribes to the portal's setting changes; nil when the bus
    /// cannot be reached.
    package init?(address: String) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let c = dbus_connection_open_private(address, &error) else { return nil }
        // A bus that goes away must not end the process (libdbus's default for shared connections).
        dbus_connection_set_exit_on_disconnect(c, 0)
        guard dbus_bus_register(c, &error) != 0 else {
            dbus_connection_close(c); dbus_connection_unref(c)
            return nil
        }
        dbus_bus_add_match(c, "type='signal',interface='\(Self.interface)',member='SettingChanged'," +
                              "arg0='\(Self.namespace)',arg1='\(Self.key)'", &error)
        connection = c
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// The portal's color scheme now: `.dark` or `.light`, nil when no portal answers (or it has no
    /// such setting).
    package func colorScheme() -> UIUserInterfaceStyle? {
        for method in ["ReadOne", "Read"] {
            guard let call = dbus_message_new_method_call(Self.service, Self.path, Self.interface, method) else { return nil }
            defer { dbus_message_unref(call) }
            var args = DBusMessageIter()
            dbus_message_iter_init_append(call, &args)
            guard Self.appendString(Self.namespace, to: &args), Self.appendString(Self.key, to: &args) else { return nil }
            var error = DBusError()
            dbus_error_init(&error)
            defer { dbus_error_free(&error) }
            guard let reply = dbus_connection_send_with_reply_and_block(connection, call, Self.timeout, &error) else {
                // An older portal has no ReadOne: try Read. Any other error (no portal) ends it.
                if let name = error.name, String(cString: name) == "org.freedesktop.DBus.Error.UnknownMethod" { continue }
                return nil
            }
            defer { dbus_message_unref(reply) }
            var it = DBusMessageIter()
            guard dbus_message_iter_init(reply, &it) != 0 else { return nil }
            return Self.style(from: &it)
        }
        return nil
    }

    /// The style of the last `SettingChanged` for the color scheme received since the previous call, nil
    /// when none arrived. Never blocks.
    package func pendingChange() -> UIUserInterfaceStyle? {
        guard dbus_connection_get_is_connected(connection) != 0 else { return nil }
        _ = dbus_connection_read_write(connection, 0)
        var latest: UIUserInterfaceStyle?
        while let message = dbus_connection_pop_message(connection) {
            defer { dbus_message_unref(message) }
            guard dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0 else { continue }
            var it = DBusMessageIter()
            guard dbus_message_iter_init(message, &it) != 0,
                  Self.string(at: &it) == Self.namespace, dbus_message_iter_next(&it) != 0,
                  Self.string(at: &it) == Self.key, dbus_message_iter_next(&it) != 0,
                  let style = Self.style(from: &it) else { continue }
            latest = style
        }
        return latest
    }

    /// The interface style of the `color-scheme` value at `it`, unwrapping variants (`Read` wraps it twice).
    private static func style(from it: inout DBusMessageIter) -> UIUserInterfaceStyle? {
        var current = it
        while dbus_message_iter_get_arg_type(&current) == Int32(UInt8(ascii: "v")) {
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&current, &inner)
            current = inner
        }
        let type = dbus_message_iter_get_arg_type(&current)
        guard type == Int32(UInt8(ascii: "u")) || type == Int32(UInt8(ascii: "i")) else { return nil }
        var value: UInt32 = 0
        dbus_message_iter_get_basic(&current, &value)
        return value == 1 ? .dark : .light
    }

    private static func string(at it: inout DBusMessageIter) -> String? {
        guard dbus_message_iter_get_arg_type(&it) == Int32(UInt8(ascii: "s")) else { return nil }
        var p: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&it, &p)
        return p.map { String(cString: $0) }
    }

    private static func appendString(_ s: String, to it: inout DBusMessageIter) -> Bool {
        s.withCString { c in
            var p: UnsafePointer<CChar>? = c
            return dbus_message_iter_append_basic(&it, Int32(UInt8(ascii: "s")), &p) != 0
        }
    }
}
