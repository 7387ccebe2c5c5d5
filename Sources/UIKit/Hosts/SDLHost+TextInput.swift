import Foundation
import CSDL2

/// SDL's text input (typed text after keyboard layout and input method) turned on while a text field or
/// text view is first responder, as iOS shows the keyboard then.
extension SDLHost: TextInputHost {
    func setTextInputActive(_ active: Bool) {
        guard SDL_WasInit(SDL_INIT_VIDEO) != 0 else { return }
        if active { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }
}
