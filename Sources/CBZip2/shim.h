#ifndef WOL_CBZIP2_SHIM_H
#define WOL_CBZIP2_SHIM_H

#include <bzlib.h>

#endif
