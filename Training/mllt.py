#!/usr/bin/env python3
"""Maximum-likelihood linear transform for sphinxtrain's stage 02.mllt_train, in place of its Python 2 `mllt.py`
(Debian 12 has no Python 2): a square transform A of the LDA output under which the model's diagonal Gaussians
lose least, composed with the LDA into the model's `feature_transform`.

The states of a one-Gaussian model trained on the LDA output leave, from bw's last pass (`-fullvar yes`), their
occupancies N_j and full covariances S_j. A maximises
    F(A) = N log|det A| - 1/2 sum_j N_j log det diag(A S_j A^T),
the likelihood of the data under diagonal Gaussians in A's space (up to a constant). Each row a_i is updated in
turn, the others fixed: with s_j = a_i S_j a_i^T at the current row, G = sum_j N_j S_j / s_j and c the row's
cofactors (c a_i^T = det A), a_i = c G^-1 sqrt(N / (c G^-1 c^T)) maximises a lower bound of F that touches it at the
current row, so F never falls. Sweeps stop when F gains less than 1e-7 a frame, or after 2,000.

Usage: mllt.py -l LDAFILE OUTFILE ACCUMDIR...   (sphinxtrain's mllt_train.pl calls it so; writes A · LDA[:d])
       mllt.py --self-check                    (synthetic states; exits non-zero when MLLT does not recover them)
"""
import sys

import numpy as np

from sphinx_parameters import read_accumulators, read_transform, write_transform


def objective(transform, covariances, occupancy):
    """F(A) above."""
    variances = np.einsum("ia,jab,ib->ji", transform, covariances, transform)
    _, log_det = np.linalg.slogdet(transform)
    return occupancy.sum() * log_det - 0.5 * occupancy @ np.log(variances).sum(axis=1)


def mllt(covariances, occupancy, sweeps=2000, tolerance=1e-7):
    """The transform from the identity, and F after each sweep (the first value at the identity)."""
    dims = covariances.shape[1]
    frames = occupancy.sum()
    transform = np.eye(dims)
    history = [objective(transform, covariances, occupancy)]
    for _ in range(sweeps):
        for i in range(dims):
            row = transform[i]
            variances = np.einsum("a,jab,b->j", row, covariances, row)
            g = np.einsum("j,jab->ab", occupancy / variances, covariances)
            cofactors = np.linalg.det(transform) * np.linalg.inv(transform)[:, i]
            direction = np.linalg.solve(g, cofactors)
            transform[i] = direction * np.sqrt(frames / (cofactors @ direction))
        history.append(objective(transform, covariances, occupancy))
        if history[-1] - history[-2] < tolerance * frames:
            break
    return transform, history


def self_check():
    """Thirty states in eight dimensions whose covariances are diagonal in one shared, skewed basis; from the
    identity, MLLT must raise F at every sweep, reach F of the true basis, and find that basis up to the order
    and scale of its rows."""
    rng = np.random.default_rng(43)
    dims, states = 8, 30
    basis = rng.normal(size=(dims, dims)) + 2 * np.eye(dims)
    spreads = rng.uniform(0.2, 5.0, size=(states, dims))
    covariances = np.einsum("ab,jb,cb->jac", basis, spreads, basis)
    occupancy = rng.uniform(100, 1000, size=states)
    transform, history = mllt(covariances, occupancy)
    best = objective(np.linalg.inv(basis), covariances, occupancy)
    product = np.abs(transform @ basis)
    largest = product.max(axis=1)
    off = (product.sum(axis=1) - largest) / largest
    failures = []
    if np.any(np.diff(history) < -1e-9 * abs(history[0])):
        failures.append(f"F fell during the sweeps: {history}")
    if not history[-1] > best - 1e-6 * abs(best):
        failures.append(f"F reached {history[-1]:.4f}, the true basis gives {best:.4f}")
    if not (np.max(off) < 1e-3 and len(set(product.argmax(axis=1))) == dims):
        failures.append(f"A times the true basis is not a scaled permutation (off-diagonal share {np.max(off):.2e})")
    if not np.isfinite(np.linalg.slogdet(transform)[1]):
        failures.append("log |det A| is not finite")
    print(f"mllt.py self-check: F {history[0]:.2f} -> {history[-1]:.2f} in {len(history) - 1} sweeps "
          f"(true basis {best:.2f}), largest off-diagonal share {np.max(off):.1e}")
    for failure in failures:
        print(f"mllt.py self-check FAILED: {failure}", file=sys.stderr)
    return 1 if failures else 0


def main(arguments):
    if arguments == ["--self-check"]:
        return self_check()
    if len(arguments) < 4 or arguments[0] != "-l":
        print(__doc__.split("Usage: ")[1], file=sys.stderr)
        return 64
    lda = read_transform(arguments[1])
    counts = read_accumulators(arguments[3:])
    covariances, occupancy = counts.covariances()
    transform, history = mllt(covariances, occupancy)
    frames = occupancy.sum()
    print(f"mllt.py: {len(occupancy)} states, {frames:.0f} frames, {covariances.shape[1]} dimensions")
    print(f"mllt.py: F a frame {history[0] / frames:.4f} -> {history[-1] / frames:.4f} in {len(history) - 1} sweeps")
    write_transform(arguments[2], transform @ lda[: covariances.shape[1]])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
