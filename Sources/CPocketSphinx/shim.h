#ifndef WOL_CPOCKETSPHINX_SHIM_H
#define WOL_CPOCKETSPHINX_SHIM_H

#include <pocketsphinx.h>
#include <sphinxbase/err.h>

#endif
