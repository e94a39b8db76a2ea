#ifndef WOL_CPOCKETSPHINX_SHIM_H
#define WOL_CPOCKETSPHINX_SHIM_H

/* The PocketSphinx and sphinxbase headers the engine's PocketSphinxDecoder calls into, and nothing else:
 * the decoder (pocketsphinx.h), its log stream (err.h), its front end (fe.h), its feature extractor and
 * cepstral-mean state, declared as plain structs (feat.h, cmn.h), the log arithmetic of its scores
 * (logmath.h), and its word graphs (fsg_model.h). Everything is called from Swift. */
#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/cmn.h>
#include <sphinxbase/feat.h>
#include <sphinxbase/logmath.h>
#include <sphinxbase/fe.h>
#include <sphinxbase/fsg_model.h>

#endif
