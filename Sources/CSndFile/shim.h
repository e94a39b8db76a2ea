#ifndef WOL_CSNDFILE_SHIM_H
#define WOL_CSNDFILE_SHIM_H

#include <sndfile.h>

#endif
