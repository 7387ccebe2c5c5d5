#!/usr/bin/python3
"""A small XDND drag source, as a file manager or an editor is one: it drags a file (text/uri-list) or a
piece of text (text/plain;charset=utf-8, and text/plain as editors also offer it) onto a point of another program's X window and drops it there.

The end-to-end tests use it because xdotool cannot start a drag between programs. It speaks the XDND
protocol (https://freedesktop.org/wiki/Specifications/XDND/) at the version the target announces in its
XdndAware property, at most 5: it owns a hidden window, takes the XdndSelection, grabs the pointer and
moves it to the point as the user's hand does (through XTest, so the server reports the motion as a
device's, as it does while a real drag holds the pointer), sends XdndEnter and XdndPosition to the target, waits
for its XdndStatus, sends XdndDrop, answers the target's SelectionRequest with the data, and waits for
XdndFinished. Every wait is bounded (--timeout seconds in all). SDL 2.26 takes a text drop only as
text/plain (later versions prefer text/plain;charset=utf-8); text is UTF-8 in either type.

Usage: xdnd-drag.py WINDOW X Y (--uri FILE_URL | --text TEXT) [--timeout SECONDS]
WINDOW is the target's X window id (decimal or 0x hex), X and Y are in its coordinates. Prints one line
per protocol step on standard output; exits 0 when the target accepted and finished the drop, 1 when it
refused it, 2 on a protocol error or a timeout, 3 when python3-xlib is missing.
"""
import argparse
import select
import sys
import time

try:
    from Xlib import X, Xatom, display, error, protocol
    from Xlib.ext import xtest
except ImportError:
    print("error: python3-xlib is not installed", flush=True)
    sys.exit(3)

XDND_VERSION = 5


def main():
    parser = argparse.ArgumentParser(description="Drag a file or text onto an X window (XDND).")
    parser.add_argument("window", type=lambda s: int(s, 0))
    parser.add_argument("x", type=int)
    parser.add_argument("y", type=int)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--uri")
    group.add_argument("--text")
    parser.add_argument("--timeout", type=float, default=10)
    args = parser.parse_args()
    deadline = time.monotonic() + args.timeout

    d = display.Display()
    root = d.screen().root
    atom = lambda name: d.intern_atom(name)
    if args.uri is not None:
        offered = [atom("text/uri-list")]
        payload = (args.uri + "\r\n").encode()
    else:
        offered = [atom("text/plain;charset=utf-8"), atom("text/plain")]
        payload = args.text.encode()
    targets_atom = atom("TARGETS")
    selection = atom("XdndSelection")
    copy = atom("XdndActionCopy")

    target = d.create_resource_object("window", args.window)
    try:
        aware = target.get_full_property(atom("XdndAware"), Xatom.ATOM)
    except error.BadWindow:
        print("error: no such window", flush=True)
        return 2
    if aware is None or len(aware.value) == 0:
        print("error: the window is not an XDND target (no XdndAware)", flush=True)
        return 2
    version = min(XDND_VERSION, int(aware.value[0]))
    print(f"target: XdndAware version {int(aware.value[0])}, speaking {version}", flush=True)

    source = root.create_window(-10, -10, 1, 1, 0, X.CopyFromParent, event_mask=X.PropertyChangeMask)
    source.set_selection_owner(selection, X.CurrentTime)
    d.sync()
    if d.get_selection_owner(selection) != source:
        print("error: could not own XdndSelection", flush=True)
        return 2

    point = root.translate_coords(target, args.x, args.y)
    rx, ry = point.x, point.y
    # A drag source holds the pointer: the target sees no motion of its own while the drag moves.
    grab = root.grab_pointer(False, X.PointerMotionMask | X.ButtonReleaseMask, X.GrabModeAsync, X.GrabModeAsync,
                             X.NONE, X.NONE, X.CurrentTime)
    if grab != X.GrabSuccess:
        print("error: could not grab the pointer", flush=True)
        return 2
    xtest.fake_input(d, X.MotionNotify, x=rx, y=ry)
    d.sync()

    def send(message, data):
        event = protocol.event.ClientMessage(window=target, client_type=atom(message),
                                             data=(32, [source.id] + data + [0] * (4 - len(data))))
        target.send_event(event, event_mask=X.NoEventMask)
        d.flush()
        print(f"sent: {message}", flush=True)

    def next_event(awaited):
        """The next event; past the deadline, says which message never came and ends with status 2."""
        while True:
            if d.pending_events():
                return d.next_event()
            left = deadline - time.monotonic()
            if left <= 0:
                print(f"error: no {awaited}", flush=True)
                sys.exit(2)
            select.select([d.fileno()], [], [], min(left, 0.1))

    # Enter: the version in the high byte of data.l[1]; three or fewer types go in l[2..4], no type list.
    send("XdndEnter", [version << 24] + offered)
    send("XdndPosition", [0, (rx << 16) | (ry & 0xFFFF), X.CurrentTime, copy])

    accepted = None
    while accepted is None:
        e = next_event("XdndStatus")
        if e.type == X.ClientMessage and e.client_type == atom("XdndStatus"):
            accepted = bool(e.data[1][1] & 1)
            print(f"status: {'accepted' if accepted else 'refused'}", flush=True)
    if not accepted:
        send("XdndLeave", [0])
        d.ungrab_pointer(X.CurrentTime)
        d.flush()
        return 1

    send("XdndDrop", [0, X.CurrentTime])
    finished = None
    while finished is None:
        e = next_event("XdndFinished")
        if e.type == X.SelectionRequest and e.selection == selection:
            requestor, prop = e.requestor, e.property if e.property != X.NONE else e.target
            if e.target in offered:
                requestor.change_property(prop, e.target, 8, payload)
            elif e.target == targets_atom:
                requestor.change_property(prop, Xatom.ATOM, 32, [targets_atom] + offered)
            else:
                prop = X.NONE
            name = d.get_atom_name(e.target)
            print(f"request: {name} {'answered' if prop != X.NONE else 'refused'}", flush=True)
            notify = protocol.event.SelectionNotify(time=e.time, requestor=requestor, selection=e.selection,
                                                    target=e.target, property=prop)
            requestor.send_event(notify, event_mask=X.NoEventMask)
            d.flush()
        elif e.type == X.ClientMessage and e.client_type == atom("XdndFinished"):
            finished = version < 5 or bool(e.data[1][1] & 1)
            print(f"finished: {'accepted' if finished else 'refused'}", flush=True)
    d.ungrab_pointer(X.CurrentTime)
    source.destroy()
    d.close()
    return 0 if finished else 1


if __name__ == "__main__":
    sys.exit(main())
