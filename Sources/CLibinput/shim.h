#ifndef GESTUREKIT_CLIBINPUT_SHIM_H
#define GESTUREKIT_CLIBINPUT_SHIM_H
#include <libinput.h>
#include <libudev.h>
#endif
