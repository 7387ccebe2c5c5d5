/* SDL2's headers live in SDL2/ on the default include path of every Linux distribution's package
   (libsdl2-dev), so no pkg-config is needed: sdl2.pc's only compile flag besides that directory is
   -D_REENTRANT, which SwiftPM does not accept from pkg-config and reports as a warning in every build
   of a package that depends on this one. */
#include <SDL2/SDL.h>
