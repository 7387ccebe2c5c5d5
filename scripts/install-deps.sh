#!/usr/bin/env bash
# Installs the Debian packages this project builds, runs and tests with, if any is missing.
# Runs apt-get as root, through sudo otherwise. Safe to run again: it does nothing when all are present.
set -euo pipefail

# Build: Cairo (drawing), Pango (text), SDL2 (windows and input), libjpeg (JPEG images), libdbus (the desktop's
# settings portal), pkg-config to find them.
# Runtime and tests: a pinned font for text; Poppler's tools (pdftotext, pdftoppm) to read printed pages; a private
# session bus and a fake settings portal (dbus-daemon, python3 with dbus-python and GLib) for the appearance tests;
# Xvfb/xdotool/xclip/xrdb/ImageMagick for real-window checks, and python3-xlib for the XDND drag source
# (scripts/xdnd-drag.py) that drops files and text on the demo from another X client, and CUPS with the
# cups-pdf printer for the end-to-end printing test (it starts a private cupsd, as root).
PACKAGES=(pkg-config libcairo2-dev libpixman-1-dev libpango1.0-dev libsdl2-dev libjpeg-dev libdbus-1-dev dbus-daemon python3 python3-dbus python3-gi fonts-dejavu-core fonts-inter fonts-liberation2 fonts-noto-color-emoji fonts-noto-core fonts-wqy-microhei poppler-utils)
if [ "${UIKIT_WITH_X11_TOOLS:-0}" = 1 ]; then PACKAGES+=(xvfb xdotool xclip x11-xserver-utils imagemagick python3-xlib cups printer-driver-cups-pdf); fi

missing=()
for p in "${PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing Debian packages: ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then SUDO=(); else SUDO=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
