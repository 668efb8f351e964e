#ifndef GESTUREKIT_CSDBUS_SHIM_H
#define GESTUREKIT_CSDBUS_SHIM_H
#include <systemd/sd-bus.h>
#include <systemd/sd-id128.h>
#endif
