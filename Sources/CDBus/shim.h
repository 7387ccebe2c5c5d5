/* libdbus (libdbus-1-dev), found through pkg-config (dbus-1): the desktop's settings portal is read over
   the session bus with it (Sources/UIKit/Hosts/DesktopAppearance.swift). */
#include <dbus/dbus.h>
