#ifndef GESTUREKIT_CPIDFD_SHIM_H
#define GESTUREKIT_CPIDFD_SHIM_H
// pidfd_open(2) (glibc 2.36, Linux 5.3): Swift's Glibc module does not include sys/pidfd.h.
#include <sys/pidfd.h>
#endif
