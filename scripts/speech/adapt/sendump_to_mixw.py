#!/usr/bin/env python3
"""Usage: sendump_to_mixw.py SENDUMP MIXTURE_WEIGHTS

Writes sphinxtrain's `mixture_weights` (Sphinx-III binary, senones x features x densities, float32) from a
PocketSphinx `sendump`, the only form in which Debian's en-us model ships its mixture weights. `bw` and
`map_adapt` need the unquantised file; `mk_s2sendump` writes a sendump back after adaptation.

A sendump holds, after a header of length-prefixed strings ended by a zero length, the number of codewords
and of senones (int32 each), then for every feature stream and codeword one byte per senone: the weight's
negative log (base 1.0001) shifted right by `mixw_shift` (10 unless the header says otherwise). Quantisation
leaves the weights of a senone summing to about 1; they are renormalised per senone and stream.
"""
import struct
import sys

import numpy


def read_string(handle, order):
    size = struct.unpack(order + "I", handle.read(4))[0]
    return None if size == 0 else handle.read(size).rstrip(b"\0").decode("ascii", "replace")


def read_sendump(path):
    with open(path, "rb") as handle:
        first = handle.read(4)
        order = "<" if struct.unpack("<I", first)[0] < 65536 else ">"
        handle.seek(0)
        read_string(handle, order)  # title
        header = {}
        while (line := read_string(handle, order)) is not None:
            key, _, value = line.partition(" ")
            header[key] = value
        if int(header.get("cluster_count", "0")) != 0:
            sys.exit(f"{path}: clustered sendump (cluster_count {header['cluster_count']}) is not supported")
        features = int(header.get("feature_count", "1"))
        shift = int(header.get("mixw_shift", "10"))
        codewords, senones = struct.unpack(order + "ii", handle.read(8))
        data = numpy.fromfile(handle, dtype=numpy.uint8)
    expected = features * codewords * senones
    if data.size != expected:
        sys.exit(f"{path}: {data.size} weight bytes, expected {expected} ({features}x{codewords}x{senones})")
    logs = data.reshape(features, codewords, senones).astype(numpy.float64) * (1 << shift)
    weights = numpy.power(1.0001, -logs).transpose(2, 0, 1)  # senone, feature, codeword
    return weights / weights.sum(axis=2, keepdims=True)


def write_mixture_weights(path, weights):
    header = b"s3\nversion 1.0\n"
    end = b"endhdr\n"
    padding = (-(len(header) + len(end))) % 4
    with open(path, "wb") as handle:
        handle.write(header + b" " * padding + end)
        handle.write(struct.pack("=i", 0x11223344))
        d1, d2, d3 = weights.shape
        handle.write(struct.pack("=IIII", d1, d2, d3, d1 * d2 * d3))
        weights.astype("=f4").tofile(handle)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[0])
    weights = read_sendump(sys.argv[1])
    write_mixture_weights(sys.argv[2], weights)
    print(f"{sys.argv[2]}: {weights.shape[0]} senones x {weights.shape[1]} streams x {weights.shape[2]} densities")


if __name__ == "__main__":
    main()
