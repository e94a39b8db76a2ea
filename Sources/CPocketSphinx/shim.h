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

/// The mean cepstrum of 16-bit audio through the decoder's own front end, over the frames PocketSphinx's
/// cepstral mean normalisation counts (c0 ≥ 0): what `-cmn batch` subtracts when a whole utterance is decoded
/// at once, computed here so that block-by-block decoding can use it too. Writes `veclen` values to `mean`
/// and returns the number of frames counted (0 leaves `mean` untouched), or -1 on failure. Starts a fresh
/// stream first, which resets the front end's noise estimate (else the mean would depend on earlier audio),
/// and leaves it mid-utterance: start a stream and an utterance on the decoder before decoding.
static inline int32 wol_cepstral_mean(ps_decoder_t *decoder, int16 const *samples, size_t count,
                                      mfcc_t *mean, int32 veclen) {
    fe_t *fe = ps_get_fe(decoder);
    if (!fe || fe_get_output_size(fe) != veclen) return -1;
    fe_start_stream(fe);
    if (fe_start_utt(fe) < 0) return -1;
    enum { block = 64 };
    mfcc_t **cepstra = (mfcc_t **)calloc(block, sizeof(mfcc_t *));
    mfcc_t *storage = (mfcc_t *)calloc((size_t)block * veclen, sizeof(mfcc_t));
    double *sums = (double *)calloc(veclen, sizeof(double));
    if (!cepstra || !storage || !sums) { free(cepstra); free(storage); free(sums); return -1; }
    for (int32 f = 0; f < block; f++) cepstra[f] = storage + (size_t)f * veclen;
    int32 counted = 0, status = 0, frames = 0;
    while (status == 0) {
        size_t before = count;
        frames = block;
        status = count > 0 ? fe_process_frames(fe, &samples, &count, cepstra, &frames, NULL)
                           : fe_end_utt(fe, cepstra[0], &frames);
        for (int32 f = 0; status == 0 && f < frames; f++) {
            if (cepstra[f][0] < 0) continue;
            for (int32 i = 0; i < veclen; i++) sums[i] += cepstra[f][i];
            counted++;
        }
        if (before == 0 || (count == before && frames == 0)) break;
    }
    if (status == 0 && counted > 0) {
        for (int32 i = 0; i < veclen; i++) mean[i] = (mfcc_t)(sums[i] / counted);
    }
    free(cepstra); free(storage); free(sums);
    return status == 0 ? counted : -1;
}

#endif
