#ifndef WOL_CPOCKETSPHINX_SHIM_H
#define WOL_CPOCKETSPHINX_SHIM_H

#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/cmn.h>
#include <sphinxbase/feat.h>
#include <sphinxbase/logmath.h>
#include <sphinxbase/fe.h>
#include <stdlib.h>

/// The cepstral-mean state of a decoder's feature extractor, so that each utterance can start from the
/// same means (Swift cannot reach it through the opaque decoder).
static inline cmn_t *wol_decoder_cmn(ps_decoder_t *decoder) {
    feat_t *features = ps_get_feat(decoder);
    return features ? features->cmn_struct : NULL;
}

/// The cepstra of 16-bit audio through the decoder's own front end (its noise removal included), one row of
/// `veclen` values per frame, written to `out` (room for `capacity` frames): what the decoder would compute
/// from the same samples, so that the engine can measure their means and then search them without running the
/// front end twice. Starts a fresh stream first, which resets the front end's noise estimate (else the
/// cepstra would depend on earlier audio). Returns the number of frames, or -1 on failure or when `out` is
/// too small.
static inline int32 wol_cepstra(ps_decoder_t *decoder, int16 const *samples, size_t count,
                                mfcc_t *out, int32 capacity, int32 veclen) {
    fe_t *fe = ps_get_fe(decoder);
    if (!fe || fe_get_output_size(fe) != veclen || capacity < 1) return -1;
    fe_start_stream(fe);
    if (fe_start_utt(fe) < 0) return -1;
    mfcc_t **rows = (mfcc_t **)calloc((size_t)capacity, sizeof(mfcc_t *));
    if (!rows) return -1;
    for (int32 f = 0; f < capacity; f++) rows[f] = out + (size_t)f * veclen;
    int32 written = 0;
    while (count > 0) {
        int32 frames = capacity - written;
        size_t before = count;
        if (frames <= 0 || fe_process_frames(fe, &samples, &count, rows + written, &frames, NULL) < 0) {
            free(rows);
            return -1;
        }
        written += frames;
        if (count == before && frames == 0) break;
    }
    int32 last = 0;
    if (written < capacity) {
        if (fe_end_utt(fe, rows[written], &last) < 0) { free(rows); return -1; }
        written += last;
    }
    free(rows);
    return written;
}

#endif
