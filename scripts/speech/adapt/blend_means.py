#!/usr/bin/env python3
"""Usage: blend_means.py BASE_MEANS ADAPTED_MEANS OUT_MEANS WEIGHT

Writes base + WEIGHT x (adapted - base): Gaussian means moved only part of the way toward map_adapt's.
For PTM models map_adapt interpolates its own tau and ignores -tau, so this weight is the way to keep the
adaptation gentle. Both inputs are Sphinx-III means files of the same shape; the output is written as
sphinxtrain writes one (`chksum0 yes` and the checksum after the values), so that a learner's means map_adapt
fits to this model later have the same header and size, which the engine checks before it loads them.
"""
import struct
import sys

import numpy


def read(path):
    data = open(path, "rb").read()
    start = data.index(b"endhdr\n") + len(b"endhdr\n")
    order = "<" if struct.unpack("<I", data[start:start + 4])[0] == 0x11223344 else ">"
    codebooks, streams, densities = struct.unpack(order + "3I", data[start + 4:start + 16])
    lengths = struct.unpack(order + f"{streams}I", data[start + 16:start + 16 + 4 * streams])
    count_at = start + 16 + 4 * streams
    count = struct.unpack(order + "I", data[count_at:count_at + 4])[0]
    values = numpy.frombuffer(data, dtype=order + "f4", count=count, offset=count_at + 4)
    if count != codebooks * densities * sum(lengths):
        sys.exit(f"{path}: {count} values do not match its dimensions")
    return (codebooks, streams, densities, lengths), values.astype(numpy.float64)


def checksum(words):
    """Sphinx-III's checksum of 32-bit words: rotate the sum left by 20 bits, add the next word."""
    total = 0
    for word in words:
        total = ((((total << 20) | (total >> 12)) & 0xFFFFFFFF) + word) & 0xFFFFFFFF
    return total


def write(path, shape, values):
    codebooks, streams, densities, lengths = shape
    head, end = b"s3\nversion 1.0\nchksum0 yes\n", b"endhdr\n"
    floats = values.astype("<f4")
    dimensions = [codebooks, streams, densities, *lengths, len(floats)]
    with open(path, "wb") as out:
        out.write(head + b" " * ((-(len(head) + len(end))) % 8) + end)
        out.write(struct.pack("<I", 0x11223344))
        out.write(struct.pack(f"<{len(dimensions)}I", *dimensions))
        out.write(floats.tobytes())
        out.write(struct.pack("<I", checksum(dimensions + floats.view("<u4").tolist())))


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__.strip().splitlines()[0])
    base_shape, base = read(sys.argv[1])
    adapted_shape, adapted = read(sys.argv[2])
    if base_shape != adapted_shape:
        sys.exit(f"{sys.argv[2]}: shape {adapted_shape} differs from {sys.argv[1]} {base_shape}")
    weight = float(sys.argv[4])
    write(sys.argv[3], base_shape, base + weight * (adapted - base))
    print(f"{sys.argv[3]}: means moved {weight:g} of the way to the adapted ones")


if __name__ == "__main__":
    main()
