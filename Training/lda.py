#!/usr/bin/env python3
"""Linear discriminant analysis for sphinxtrain's stage 01.lda_train, in place of its Python 2 `lda.py` (Debian 12
has no Python 2): the feature transform whose first rows keep the directions that best tell the model's states
apart, relative to how much each state's own frames spread.

The classes are the states of a one-Gaussian context-independent model; bw's last pass (`-fullvar yes`) leaves
each state's occupancy N_j, mean m_j and full covariance S_j. With W = sum_j N_j S_j / N (within states) and
B = sum_j N_j (m_j - m)(m_j - m)^T / N (between states), the rows are the generalised eigenvectors of B v = l W v,
largest l first, scaled so that W becomes the identity. All rows are written; sphinxtrain's `-ldadim` keeps the
first ones.

Usage: lda.py OUTFILE ACCUMDIR...     (sphinxtrain's lda_train.pl calls it so)
       lda.py --self-check            (synthetic classes; exits non-zero when LDA does not find them)
"""
import sys

import numpy as np

from sphinx_parameters import read_accumulators, write_transform


def scatter(means, covariances, occupancy):
    """The within-state and between-state covariances (W, B) of states given by their means, covariances and
    occupancies."""
    weights = occupancy / occupancy.sum()
    within = np.einsum("j,jab->ab", weights, covariances)
    centred = means - weights @ means
    between = np.einsum("j,ja,jb->ab", weights, centred, centred)
    return within, between


def lda(within, between):
    """The transform (rows: output features) and its eigenvalues, most discriminant first: with W = L L^T, the
    eigenvectors u of L^-1 B L^-T give v = L^-T u."""
    lower = np.linalg.cholesky(within)
    whitened = np.linalg.solve(lower, np.linalg.solve(lower, between).T)
    values, vectors = np.linalg.eigh((whitened + whitened.T) / 2)
    order = np.argsort(values)[::-1]
    return np.linalg.solve(lower.T, vectors[:, order]).T, values[order]


def largest_angle(first, second):
    """The largest principal angle, in radians, between the spans of two sets of columns."""
    cosines = np.linalg.svd(np.linalg.qr(first)[0].T @ np.linalg.qr(second)[0], compute_uv=False)
    return float(np.arccos(np.clip(cosines.min(), -1.0, 1.0)))


def self_check():
    """Forty classes in ten dimensions whose means differ along three directions only, all sharing one correlated
    covariance, sampled; LDA must rank those three first and span the directions that separate them."""
    rng = np.random.default_rng(43)
    dims, classes, frames, informative = 10, 40, 400, 3
    mix = rng.normal(size=(dims, dims))
    shared = mix @ mix.T / dims + 0.1 * np.eye(dims)
    directions = np.linalg.qr(rng.normal(size=(dims, informative)))[0]
    centres = 3.0 * rng.normal(size=(classes, informative)) @ directions.T
    means, covariances = [], []
    for centre in centres:
        x = rng.multivariate_normal(centre, shared, size=frames)
        means.append(x.mean(axis=0))
        covariances.append(np.cov(x.T, bias=True))
    within, between = scatter(np.array(means), np.array(covariances), np.full(classes, float(frames)))
    transform, values = lda(within, between)
    # The best discriminants of classes with shared covariance `shared` and means in span(directions).
    truth = np.linalg.solve(shared, directions)
    angle = largest_angle(transform[:informative].T, truth)
    projected = transform @ within @ transform.T
    failures = []
    if not values[informative - 1] > 20 * values[informative]:
        failures.append(f"eigenvalues {np.round(values, 3)}: the three informative ones do not stand out")
    if not angle < 0.1:
        failures.append(f"the first three rows are {angle:.3f} rad from the informative directions")
    if not np.allclose(projected, np.eye(dims), atol=1e-8):
        failures.append("the within-class covariance is not the identity after the transform")
    print(f"lda.py self-check: eigenvalues {np.round(values[:informative + 1], 3)}, "
          f"largest angle to the true directions {angle:.4f} rad")
    for failure in failures:
        print(f"lda.py self-check FAILED: {failure}", file=sys.stderr)
    return 1 if failures else 0


def main(arguments):
    if arguments == ["--self-check"]:
        return self_check()
    if len(arguments) < 2:
        print(__doc__.split("Usage: ")[1], file=sys.stderr)
        return 64
    counts = read_accumulators(arguments[1:])
    covariances, occupancy = counts.covariances()
    means, _ = counts.class_means()
    within, between = scatter(means, covariances, occupancy)
    transform, values = lda(within, between)
    print(f"lda.py: {len(occupancy)} states, {occupancy.sum():.0f} frames, {len(values)} dimensions")
    print("lda.py: eigenvalues " + " ".join(f"{value:.4f}" for value in values))
    write_transform(arguments[0], transform)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
