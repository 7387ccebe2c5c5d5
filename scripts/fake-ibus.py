#!/usr/bin/python3
"""A tiny IBus input method for the end-to-end tests: a pinyin-like composer that a program reaches as it
reaches ibus-daemon, over D-Bus (python3 with dbus-python and GLib).

It owns org.freedesktop.IBus on the bus at argv[1] and answers what an IBus client (SDL's, for one) calls:
CreateInputContext on /org/freedesktop/IBus, then on the input context FocusIn, FocusOut, Reset,
SetCapabilities, SetCursorLocation and ProcessKeyEvent. Lower-case letters compose: each one extends the
preedit text, sent as UpdatePreeditText (underlined, the cursor at its end); BackSpace shortens it, Escape
cancels it, and space or Return commits it (CommitText), converted through a small table (ni -> 你,
hao -> 好, nihao -> 你好) or as typed, then clears the preedit. Other keys are not taken.

Each call and signal prints one line on standard output ("ready" first), which the tests read:
"focus in", "cursor X Y W H", "preedit TEXT", "commit TEXT". It quits after argv[2] seconds (default
60), so it never outlives a test that failed to stop it.
"""
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

IBUS = "org.freedesktop.IBus"
CONTEXT = "org.freedesktop.IBus.InputContext"
RELEASE_MASK = 1 << 30
CONVERSIONS = {"ni": "你", "hao": "好", "nihao": "你好"}


def say(line):
    print(line, flush=True)


def ibus_text(text, underline):
    """An IBusText as IBus serializes it: (name, attachments, text, attribute list)."""
    attributes = []
    if underline and text:
        # IBusAttribute: type 1 (underline), value 1 (single), start and end in characters.
        attributes.append(dbus.Struct(("IBusAttribute", dbus.Dictionary({}, signature="sv"), dbus.UInt32(1),
                                       dbus.UInt32(1), dbus.UInt32(0), dbus.UInt32(len(text))),
                                      signature="sa{sv}uuuu", variant_level=1))
    attr_list = dbus.Struct(("IBusAttrList", dbus.Dictionary({}, signature="sv"), dbus.Array(attributes, signature="v")),
                            signature="sa{sv}av", variant_level=1)
    return dbus.Struct(("IBusText", dbus.Dictionary({}, signature="sv"), text, attr_list),
                       signature="sa{sv}sv", variant_level=1)


class InputContext(dbus.service.Object):
    def __init__(self, bus, path):
        super().__init__(bus, path)
        self.preedit = ""

    @dbus.service.method(CONTEXT, in_signature="", out_signature="")
    def FocusIn(self):
        say("focus in")

    @dbus.service.method(CONTEXT, in_signature="", out_signature="")
    def FocusOut(self):
        say("focus out")

    @dbus.service.method(CONTEXT, in_signature="", out_signature="")
    def Reset(self):
        self.preedit = ""

    @dbus.service.method(CONTEXT, in_signature="u", out_signature="")
    def SetCapabilities(self, caps):
        pass

    @dbus.service.method(CONTEXT, in_signature="iiii", out_signature="")
    def SetCursorLocation(self, x, y, w, h):
        say(f"cursor {x} {y} {w} {h}")

    @dbus.service.method(CONTEXT, in_signature="uuu", out_signature="b")
    def ProcessKeyEvent(self, keyval, keycode, state):
        pressed = not (state & RELEASE_MASK)
        letter = ord("a") <= keyval <= ord("z")
        editing = keyval in (0xFF08, 0xFF1B, 0x20, 0xFF0D) and self.preedit  # BackSpace, Escape, space, Return
        if not (letter or editing):
            return False
        if not pressed:
            return True  # the release of a key the composer took
        if letter:
            self.update(self.preedit + chr(keyval))
        elif keyval == 0xFF08:
            self.update(self.preedit[:-1])
        elif keyval == 0xFF1B:
            self.update("")
        else:
            committed = CONVERSIONS.get(self.preedit, self.preedit)
            self.preedit = ""
            say(f"commit {committed}")
            self.CommitText(ibus_text(committed, False))
            self.UpdatePreeditText(ibus_text("", False), dbus.UInt32(0), False)
        return True

    def update(self, text):
        self.preedit = text
        say(f"preedit {text}")
        self.UpdatePreeditText(ibus_text(text, True), dbus.UInt32(len(text)), bool(text))

    @dbus.service.signal(CONTEXT, signature="v")
    def CommitText(self, text):
        pass

    @dbus.service.signal(CONTEXT, signature="vub")
    def UpdatePreeditText(self, text, cursor, visible):
        pass


class Daemon(dbus.service.Object):
    def __init__(self, bus):
        super().__init__(bus, "/org/freedesktop/IBus")
        self.bus = bus
        self.contexts = []

    @dbus.service.method(IBUS, in_signature="s", out_signature="o")
    def CreateInputContext(self, client):
        path = f"/org/freedesktop/IBus/InputContext_{len(self.contexts) + 1}"
        self.contexts.append(InputContext(self.bus, path))
        say(f"context {client}")
        return dbus.ObjectPath(path)


def main():
    DBusGMainLoop(set_as_default=True)
    bus = dbus.bus.BusConnection(sys.argv[1])
    seconds = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    name = dbus.service.BusName(IBUS, bus)
    daemon = Daemon(bus)
    loop = GLib.MainLoop()
    GLib.timeout_add_seconds(seconds, loop.quit)
    say("ready")
    loop.run()
    del name, daemon


if __name__ == "__main__":
    main()
