#!/usr/bin/env bash
# One model trained by Debian's sphinxtrain on WORK's features (corpus.py, features.sh): context-independent
# continuous HMMs (3 states a phone, the shared Mandarin dictionary's toneless initials and finals), Gaussians
# split up to --gaussians per state, batch CMN, 1s_c_d_dd. Writes WORK/models/NAME/ (sphinxtrain's own layout;
# its model is model_parameters/zhwb.ci_cont with the text mdef model_architecture/zhwb.ci.mdef).
#
# `sphinxtrain setup` looks for its template in the wrong folder on Debian, so etc/sphinx_train.cfg is written
# here from the packaged template, with this model's settings added at its end (the later Perl assignment wins).
# Only the verify and ci_hmm stages run: features are ours, and a context-dependent model did worse on this little
# data in the trial. With --lda-mllt, sphinxtrain's 01.lda_train and 02.mllt_train run before ci_hmm (each trains a
# one-Gaussian model and hands bw's full-covariance counts to an estimator), with our Python 3 lda.py and mllt.py
# in place of its Python 2 ones: $CFG_SPHINXTRAIN_DIR, where its stages look for them, points at a folder of links
# to ours. The model then has a feature_transform (LDA to the template's $CFG_LDA_DIMENSION, 29, then MLLT).
#
# Usage: Training/sphinxtrain.sh WORK NAME [--without VOICE ...] [--gaussians N] [--lda-mllt]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(cd "$1" && pwd)
name=$2
shift 2
without=()
gaussians=8
lda_mllt=no
while (($#)); do
    case "$1" in
    --without) without+=(--without "$2"); shift 2 ;;
    --gaussians) gaussians=$2; shift 2 ;;
    --lda-mllt) lda_mllt=yes; shift ;;
    *) echo "usage: sphinxtrain.sh WORK NAME [--without VOICE ...] [--gaussians N] [--lda-mllt]" >&2; exit 64 ;;
    esac
done
template=$(ls /usr/lib/*/sphinxtrain/etc/sphinx_train.cfg 2>/dev/null | head -1)
[ -n "$template" ] || { echo "sphinxtrain.sh: sphinxtrain's template is missing (scripts/setup.sh --train)" >&2; exit 69; }
st=$(dirname "$(dirname "$template")")
bin=/usr/lib/sphinxtrain
[ -x "$bin/bw" ] || { echo "sphinxtrain.sh: $bin/bw is missing (scripts/setup.sh --train)" >&2; exit 69; }

dir="$work/models/$name"
rm -rf "$dir"
mkdir -p "$dir/etc"
ln -s "$work/feat" "$dir/feat"
ln -s "$work/wav" "$dir/wav"
cp "$work/zhwb.dic" "$work/zhwb.phone" "$work/zhwb.filler" "$dir/etc/"
cp "$here/feat.params" "$dir/etc/feat.params"
python3 "$here/lists.py" "$work" "$work/zhwb.dic" "$dir/etc/zhwb" "${without[@]}"
sed -e "s|___DB_NAME___|zhwb|g" -e "s|___BASE_DIR___|$dir|g" -e "s|___SPHINXTRAIN_DIR___|$st|g" \
    -e "s|___SPHINXTRAIN_BIN_DIR___|$bin|g" -e '/^return 1;$/d' "$template" >"$dir/etc/sphinx_train.cfg"
cat >>"$dir/etc/sphinx_train.cfg" <<CFG

# Write Out Loud (Training/sphinxtrain.sh): a small context-independent wideband model.
\$CFG_HMM_TYPE = '.cont.';
\$CFG_DIRLABEL = 'cont';
\$CFG_FEATURE = "1s_c_d_dd";
\$CFG_NUM_STREAMS = 1;
\$CFG_INITIAL_NUM_DENSITIES = 1;
\$CFG_FINAL_NUM_DENSITIES = $gaussians;
\$CFG_CD_TRAIN = 'no';
\$CFG_CI_MGAU = 'yes'; # split the CI Gaussians up to FINAL_NUM_DENSITIES
\$CFG_CMN = 'batch';
\$CFG_AGC = 'none';
\$CFG_VARNORM = 'no';
\$CFG_NUM_FILT = 25;
\$CFG_LO_FILT = 130;
\$CFG_HI_FILT = 6800;
\$CFG_NPART = 1;
\$CFG_QUEUE_TYPE = "Queue";
\$CFG_LDA_MLLT = '$lda_mllt';
\$CFG_SPHINXTRAIN_DIR = "$dir/estimators"; # where 01.lda_train and 02.mllt_train find lda.py and mllt.py
return 1;
CFG
stages=(00.verify/verify_all.pl)
if [ "$lda_mllt" = yes ]; then
    # The estimators' checks on synthetic data (a second): a broken one stops here, not after the Baum-Welch passes.
    python3 "$here/lda.py" --self-check >>"$dir/train.log"
    python3 "$here/mllt.py" --self-check >>"$dir/train.log"
    mkdir -p "$dir/estimators/python/cmusphinx"
    ln -s "$here/lda.py" "$here/mllt.py" "$dir/estimators/python/cmusphinx/"
    stages+=(01.lda_train/slave_lda.pl 02.mllt_train/slave_mllt.pl)
fi
stages+=(20.ci_hmm/slave_convg.pl)
cd "$dir"
# Debian's `sphinxtrain run` also looks for its scripts in the wrong folder: run the stages' scripts directly.
# Their Perl needs the current folder on @INC, which Perl no longer gives by default.
for script in "${stages[@]}"; do
    PERL_USE_UNSAFE_INC=1 perl "$st/scripts/$script" >>"$dir/train.log" 2>&1 \
        || { tail -20 "$dir/train.log" >&2; exit 1; }
done
[ -s "$dir/model_parameters/zhwb.ci_cont/means" ] || { tail -20 "$dir/train.log" >&2; exit 1; }
[ "$lda_mllt" = no ] || [ -s "$dir/model_parameters/zhwb.ci_cont/feature_transform" ] \
    || { echo "sphinxtrain.sh: no feature transform (logdir/01.lda_train, logdir/02.mllt_train)" >&2; exit 1; }
grep -E "Current Overall Likelihood|Split" "$dir/train.log" | tail -3 >&2 || true
