import Foundation
import CSDL2

/// SDL input turned into UIKit events, delivered through the same `UIWindow` entry points tests use
/// (`sendTouch`, `sendPointer`, `sendScroll`, `sendHover`, `sendKey`), hence `UIApplication.sendEvent(_:)`:
///
/// - mouse buttons → a touch of type `.indirectPointer` (button mask from the held buttons); motion with no
///   button → hover; leaving the window ends the hover;
/// - touch-screen fingers → `.direct` touches, one finger each (multitouch);
/// - the wheel → `.discrete` scroll events (20 points a notch; precise deltas from touchpads), which drive
///   pan recognizers whose `allowedScrollTypesMask` includes `.discrete`;
/// - keys → presses to the first responder (`UIKey` with the HID usage, which SDL's scancodes are);
/// - text input (`SDL_TEXTINPUT`, on while a text field or view is first responder) → `sendText`; an input
///   method's composition (`SDL_TEXTEDITING`) → `sendMarkedText` (SDLHost+TextInput.swift);
/// - files and text dropped from other programs → `sendDrop` (SDLHost+Drop.swift);
/// - resizing → the scene's screen and windows (`_hostWindowDidResize(to:)`; they lay out in the next
///   commit); focus → key window.
extension SDLHost {
    /// SDL's `SDL_TOUCH_MOUSEID`: mouse events SDL synthesized from touches.
    static let touchMouseID = UInt32.max
    /// Points a wheel notch scrolls.
    static let wheelStep: CGFloat = 20

    /// Per-host input state kept outside the class body (the host is final; one per app).
    @MainActor final class InputState {
        var mouse: [UInt32: CGPoint] = [:]
        var buttons: UIEvent.ButtonMask = []
        var lastInput: CFTimeInterval?
        var lastInputTicks: UInt32?
        var lastFrame: UInt32 = 0
        /// Seconds from the last input event to the present that followed it.
        var lastLatency: CFTimeInterval?
        var latencies: [CFTimeInterval] = []
        /// The rectangle last given to `SDL_SetTextInputRect`.
        var textInputRect: CGRect?
    }
    static let input = InputState()

    /// The latencies measured so far, from an input event's SDL timestamp to the first present after it
    /// (seconds, millisecond resolution).
    package var inputToPresentLatencies: [CFTimeInterval] { SDLHost.input.latencies }

    func uiWindow(forSDLWindowID id: UInt32) -> UIWindow? {
        for o in outputs.values where SDL_GetWindowID(o.window) == id { return o.uiWindow }
        return nil
    }

    private func output(forSDLWindowID id: UInt32) -> Output? {
        outputs.values.first { SDL_GetWindowID($0.window) == id }
    }

    func handleInput(_ event: SDL_Event) {
        let state = SDLHost.input
        // The input's own timestamp (SDL's milliseconds), so the latency includes the time it waited in
        // SDL's queue, not only our handling.
        let inputTicks = event.common.timestamp
        defer { if state.lastInput != nil, state.lastInputTicks == nil { state.lastInputTicks = inputTicks } }
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            guard b.which != SDLHost.touchMouseID, let w = uiWindow(forSDLWindowID: b.windowID) else { return }
            let u = unitsPerPoint(forSDLWindowID: b.windowID)
            let p = CGPoint(x: CGFloat(b.x) / u, y: CGFloat(b.y) / u)
            state.mouse[b.windowID] = p
            let mask = UIEvent.ButtonMask.button(Int(b.button) == 3 ? 2 : Int(b.button) == 2 ? 3 : Int(b.button))
            state.lastInput = CACurrentMediaTime()
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
                let wasUp = state.buttons.isEmpty
                state.buttons.insert(mask)
                if wasUp { w.sendPointer(.began, at: p, buttons: state.buttons) }
            } else {
                state.buttons.remove(mask)
                if state.buttons.isEmpty { w.sendPointer(.ended, at: p, buttons: []) }
            }
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.which != SDLHost.touchMouseID, let w = uiWindow(forSDLWindowID: m.windowID) else { return }
            let u = unitsPerPoint(forSDLWindowID: m.windowID)
            let p = CGPoint(x: CGFloat(m.x) / u, y: CGFloat(m.y) / u)
            state.mouse[m.windowID] = p
            state.lastInput = CACurrentMediaTime()
            if state.buttons.isEmpty { w.sendHover(p) } else { w.sendPointer(.moved, at: p, buttons: state.buttons) }
        case SDL_MOUSEWHEEL.rawValue:
            let wh = event.wheel
            guard wh.which != SDLHost.touchMouseID, let w = uiWindow(forSDLWindowID: wh.windowID) else { return }
            let flip: CGFloat = wh.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            // Wheel up (away from the user) moves content down, as dragging a finger down does.
            let delta = CGPoint(x: -CGFloat(wh.preciseX) * flip * SDLHost.wheelStep, y: CGFloat(wh.preciseY) * flip * SDLHost.wheelStep)
            let wu = unitsPerPoint(forSDLWindowID: wh.windowID)
            let at = CGPoint(x: CGFloat(wh.mouseX) / wu, y: CGFloat(wh.mouseY) / wu)
            state.lastInput = CACurrentMediaTime()
            w.sendScroll(by: delta, at: at, type: .discrete)
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = event.tfinger
            guard let w = uiWindow(forSDLWindowID: f.windowID) ?? UIApplication.shared.keyWindow else { return }
            let p = CGPoint(x: CGFloat(f.x) * w.bounds.width, y: CGFloat(f.y) * w.bounds.height)
            let finger = 1_000 + Int(truncatingIfNeeded: f.fingerId)
            let phase: UITouch.Phase = event.type == SDL_FINGERDOWN.rawValue ? .began : event.type == SDL_FINGERUP.rawValue ? .ended : .moved
            state.lastInput = CACurrentMediaTime()
            w.sendTouch(phase, at: p, finger: finger)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let k = event.key
            guard let w = uiWindow(forSDLWindowID: k.windowID) ?? UIApplication.shared.keyWindow else { return }
            guard let code = UIKeyboardHIDUsage(rawValue: Int(k.keysym.scancode.rawValue)) else { return }
            let key = SDLHost.makeKey(code: code, sym: k.keysym.sym, mod: UInt32(k.keysym.mod))
            // Auto-repeat is no new press; a text field or view being edited repeats the key's edit.
            guard k.repeat == 0 else {
                if event.type == SDL_KEYDOWN.rawValue {
                    TextInputSession.textArrivesSeparately = SDL_IsTextInputActive() == SDL_TRUE
                    defer { TextInputSession.textArrivesSeparately = false }
                    w._repeatKey(key)
                }
                return
            }
            state.lastInput = CACurrentMediaTime()
            // While text input is on, SDL sends the typed text as SDL_TEXTINPUT; the key still arrives as a
            // press, but it does not insert its characters again.
            TextInputSession.textArrivesSeparately = SDL_IsTextInputActive() == SDL_TRUE
            defer { TextInputSession.textArrivesSeparately = false }
            w.sendKey(event.type == SDL_KEYDOWN.rawValue ? .began : .ended, key)
        case SDL_TEXTINPUT.rawValue:
            var t = event.text
            let text = withUnsafeBytes(of: &t.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let w = uiWindow(forSDLWindowID: t.windowID) ?? UIApplication.shared.keyWindow else { return }
            state.lastInput = CACurrentMediaTime()
            w.sendText(text)
        case SDL_TEXTEDITING.rawValue:
            handleTextEditing(event)
        case SDL_DROPBEGIN.rawValue, SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue, SDL_DROPCOMPLETE.rawValue:
            handleDrop(event)
        case SDL_WINDOWEVENT.rawValue:
            let we = event.window
            switch UInt32(we.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                guard let o = output(forSDLWindowID: we.windowID), let w = o.uiWindow else { return }
                o.windowSize = (we.data1, we.data2)
                // The scene's screen and windows take the size; they lay out once at the next commit.
                w._hostWindowDidResize(to: CGSize(width: CGFloat(we.data1) / o.unitsPerPoint, height: CGFloat(we.data2) / o.unitsPerPoint))
                adoptDrawableScale(o)
                state.lastInput = CACurrentMediaTime()
            case SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
                // The window moved to another display (data1 is its index): it takes that display's scale.
                guard let o = output(forSDLWindowID: we.windowID) else { return }
                adoptScale(desktopScale(display: we.data1), for: o)
            case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
                uiWindow(forSDLWindowID: we.windowID)?.makeKey()
            case SDL_WINDOWEVENT_LEAVE.rawValue:
                uiWindow(forSDLWindowID: we.windowID)?.sendHover(nil)
            default: break
            }
        default:
            break
        }
    }

    /// A `UIKey` for an SDL key: SDL keycodes of printable keys are their unshifted character.
    static func makeKey(code: UIKeyboardHIDUsage, sym: SDL_Keycode, mod: UInt32) -> UIKey {
        var flags: UIKeyModifierFlags = []
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        if mod & UInt32(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
        if mod & UInt32(KMOD_CAPS.rawValue) != 0 { flags.insert(.alphaShift) }
        if (83...99).contains(code.rawValue) || code == .keypadEqualSign { flags.insert(.numericPad) }
        var plain = ""
        switch code {
        case .keyboardReturnOrEnter, .keypadEnter: plain = "\r"
        case .keyboardTab: plain = "\t"
        case .keyboardDeleteOrBackspace: plain = "\u{8}"
        case .keyboardEscape: plain = "\u{1B}"
        case .keyboardUpArrow: plain = UIKeyCommand.inputUpArrow
        case .keyboardDownArrow: plain = UIKeyCommand.inputDownArrow
        case .keyboardLeftArrow: plain = UIKeyCommand.inputLeftArrow
        case .keyboardRightArrow: plain = UIKeyCommand.inputRightArrow
        default:
            if sym >= 32, sym < 0x7F, let u = Unicode.Scalar(UInt32(sym)) { plain = String(Character(u)) }
        }
        var chars = plain
        if flags.contains(.shift) != flags.contains(.alphaShift), plain.count == 1 { chars = plain.uppercased() }
        if flags.contains(.control), plain.count == 1, let a = plain.lowercased().unicodeScalars.first, ("a"..."z").contains(a) {
            chars = String(Character(Unicode.Scalar(a.value - 96)!))
        }
        return UIKey(keyCode: code, characters: chars, charactersIgnoringModifiers: flags.contains(.shift) ? plain.uppercased() : plain, modifierFlags: flags)
    }

    /// Gives the window's screen the scale of the SDL drawable (pixels per point), so a HiDPI display
    /// gets sharp pixels instead of the iPhone default.
    func adoptDrawableScale(_ o: Output) {
        guard let w = o.uiWindow else { return }
        var pw: Int32 = 0, ph: Int32 = 0, ww: Int32 = 0, wh: Int32 = 0
        SDL_GetRendererOutputSize(o.renderer, &pw, &ph)
        SDL_GetWindowSize(o.window, &ww, &wh)
        guard ww > 0, pw > 0 else { return }
        // Units that are pixels (X11) say nothing about the scale: the desktop's scale stays.
        guard pw != ww else { return }
        let scale = (CGFloat(pw) / CGFloat(ww)).rounded()
        guard scale >= 1, scale != w.screen.scale else { return }
        w._hostWindowDidChangeScale(to: scale)
    }

    /// Drops the input of the previous turn when it led to no present (nothing on screen changed).
    func forgetUnpresentedInput() {
        SDLHost.input.lastInput = nil
        SDLHost.input.lastInputTicks = nil
    }

    func notePresented() {
        let state = SDLHost.input
        if state.lastInput != nil, let ticks = state.lastInputTicks {
            let latency = Double(SDL_GetTicks() &- ticks) / 1000
            state.lastLatency = latency
            state.latencies.append(latency)
            // Bounded, yet large enough that a benchmark's thousands of inputs are all kept.
            if state.latencies.count > 20_000 { state.latencies.removeFirst(10_000) }
            state.lastInput = nil
            state.lastInputTicks = nil
        }
    }

    func waitForDeadlineOrInput() {
        let state = SDLHost.input
        let now = SDL_GetTicks()
        let remaining = Int32(bitPattern: (state.lastFrame &+ 16) &- now)
        // Input wakes the loop at once (the frame deadline stays where it was).
        if remaining > 0, remaining <= 16, SDL_WaitEventTimeout(nil, remaining) == 1 { return }
        state.lastFrame = SDL_GetTicks()
    }
}
