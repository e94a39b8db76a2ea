#ifndef WOL_CPOCKETSPHINX_SHIM_H
#define WOL_CPOCKETSPHINX_SHIM_H

#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/cmn.h>
#include <sphinxbase/feat.h>
#include <sphinxbase/logmath.h>

/// The cepstral-mean state of a decoder's feature extractor, so that each utterance can start from the
/// same means (Swift cannot reach it through the opaque decoder).
static inline cmn_t *wol_decoder_cmn(ps_decoder_t *decoder) {
    feat_t *features = ps_get_feat(decoder);
    return features ? features->cmn_struct : NULL;
}

#endif
