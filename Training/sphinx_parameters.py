"""Sphinx-3 binary parameter files, as far as the LDA + MLLT estimators (lda.py, mllt.py) need them: reading the
full-covariance Gaussian counts `bw -fullvar yes` writes (`gauden_counts` in each accumulator folder) and writing
a linear feature transform, the file sphinxtrain's `-lda`, PocketSphinx's `-lda` and the engine's
`FeatureTransformCheck` read.

A Sphinx-3 file is a text header ("s3", one "name value" line per attribute, "endhdr"), padded so the binary data
starts on a 4-byte boundary, then the word 0x11223344 in the writer's byte order, then 32-bit words.
"""
import os
import struct

import numpy as np


class Counts:
    """One Gaussian per state's full-covariance counts, summed over accumulator folders: `mean[j]` is the sum of
    the frames' vectors weighted by their occupancy of state j, `var[j]` the sum of their weighted outer products
    about the model's mean (bw's `-2passvar yes`), `occupancy[j]` the summed weights."""

    def __init__(self, mean, var, occupancy):
        self.mean, self.var, self.occupancy = mean, var, occupancy

    def covariances(self):
        """Each state's covariance (its scatter about its mean over its occupancy), states that saw no frame left
        out, with their occupancies."""
        seen = self.occupancy > 0
        return self.var[seen] / self.occupancy[seen, None, None], self.occupancy[seen]

    def class_means(self):
        """Each state's mean vector, states that saw no frame left out, with their occupancies."""
        seen = self.occupancy > 0
        return self.mean[seen] / self.occupancy[seen, None], self.occupancy[seen]


def _byte_order(handle):
    """Reads past the text header and the byte-order word; returns struct's byte-order prefix for the data."""
    if handle.readline() != b"s3\n":
        raise ValueError(f"{handle.name}: not a Sphinx-3 parameter file")
    while not handle.readline().endswith(b"endhdr\n"):
        if handle.tell() == os.fstat(handle.fileno()).st_size:
            raise ValueError(f"{handle.name}: the header has no end")
    marker = handle.read(4)
    for order in "<>":
        if struct.unpack(order + "I", marker)[0] == 0x11223344:
            return order
    raise ValueError(f"{handle.name}: no byte-order word after the header")


def _words(handle, order, count):
    return struct.unpack(f"{order}{count}I", handle.read(4 * count))


def _floats(handle, order, expected):
    (count,) = _words(handle, order, 1)
    if count != expected:
        raise ValueError(f"{handle.name}: {count} values where {expected} were expected")
    values = np.frombuffer(handle.read(4 * count), dtype=order + "f4")
    if values.size != count:
        raise ValueError(f"{handle.name}: cut short")
    return values.astype(np.float64)


def read_full_counts(path):
    """One folder's `gauden_counts` written by `bw -fullvar yes` for a one-stream, one-Gaussian-a-state model."""
    with open(path, "rb") as handle:
        order = _byte_order(handle)
        has_mean, has_var, pass2var, states, density, streams = _words(handle, order, 6)
        if not (has_mean and has_var and pass2var):
            raise ValueError(f"{path}: needs means and variances about the mean (bw -2passvar yes)")
        if density != 1 or streams != 1:
            raise ValueError(f"{path}: {streams} streams of {density} Gaussians; LDA and MLLT need one of one")
        (length,) = _words(handle, order, 1)
        mean = _floats(handle, order, states * length).reshape(states, length)
        values = _floats(handle, order, states * length * length)
        var = values.reshape(states, length, length)
        d1, d2, d3 = _words(handle, order, 3)
        occupancy = _floats(handle, order, d1 * d2 * d3).reshape(states)
    return Counts(mean, var, occupancy)


def read_accumulators(folders):
    """The counts of every accumulator folder (bw's `-accumdir`, one per part) summed."""
    total = None
    for folder in folders:
        counts = read_full_counts(os.path.join(folder, "gauden_counts"))
        if total is None:
            total = counts
        else:
            total = Counts(total.mean + counts.mean, total.var + counts.var, total.occupancy + counts.occupancy)
    if total is None:
        raise ValueError("no accumulator folder given")
    return total


def write_transform(path, matrix):
    """Writes `matrix` (rows: output features, columns: input features) as a Sphinx-3 feature transform: one
    matrix of rows × columns 32-bit floats, little-endian, header version 0.1."""
    rows, columns = matrix.shape
    header = b"s3\nversion 0.1\n"
    padding = (4 - (len(header) + len(b"endhdr\n")) % 4) % 4
    with open(path, "wb") as handle:
        handle.write(header + b" " * padding + b"endhdr\n")
        handle.write(struct.pack("<5I", 0x11223344, 1, rows, columns, rows * columns))
        handle.write(np.asarray(matrix, dtype="<f4").tobytes())


def read_transform(path):
    """A feature transform file's matrix (the first of its matrices)."""
    with open(path, "rb") as handle:
        order = _byte_order(handle)
        count, rows, columns = _words(handle, order, 3)
        values = _floats(handle, order, count * rows * columns)
    return values.reshape(count, rows, columns)[0]
