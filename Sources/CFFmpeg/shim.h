#ifndef WOL_CFFMPEG_SHIM_H
#define WOL_CFFMPEG_SHIM_H

#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswresample/swresample.h>
#include <libavutil/channel_layout.h>
#include <libavutil/error.h>
#include <libavutil/opt.h>

// FFmpeg's error codes are function-like macros, which Swift does not import.
static inline int wol_averror_eof(void) { return AVERROR_EOF; }
static inline int wol_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int wol_averror_exit(void) { return AVERROR_EXIT; }
static inline int wol_averror_invaliddata(void) { return AVERROR_INVALIDDATA; }
static inline int wol_averror_stream_not_found(void) { return AVERROR_STREAM_NOT_FOUND; }
static inline int wol_averror_decoder_not_found(void) { return AVERROR_DECODER_NOT_FOUND; }

#endif
