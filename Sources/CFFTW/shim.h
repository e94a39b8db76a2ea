#ifndef WOL_CFFTW_SHIM_H
#define WOL_CFFTW_SHIM_H

#include <fftw3.h>

#endif
