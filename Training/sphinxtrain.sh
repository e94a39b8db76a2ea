#!/usr/bin/env bash
# One model trained by Debian's sphinxtrain on WORK's features (corpus.py, features.sh): context-independent
# continuous HMMs (3 states a phone, the shared Mandarin dictionary's toneless initials and finals), Gaussians
# split up to --gaussians per state, batch CMN, 1s_c_d_dd. Writes WORK/models/NAME/ (sphinxtrain's own layout;
# its model is model_parameters/zhwb.ci_cont with the text mdef model_architecture/zhwb.ci.mdef).
#
# `sphinxtrain setup` looks for its template in the wrong folder on Debian, so etc/sphinx_train.cfg is written
# here from the packaged template, with this model's settings added at its end (the later Perl assignment wins).
# Only the verify and ci_hmm stages run: features are ours, and a context-dependent model did worse on this little
# data in the trial. With --lda DIM, sphinxtrain's lda_train and mllt_train stages run first: a feature transform
# (LDA to DIM dimensions, then MLLT) estimated on a one-Gaussian model of the same data, which the ci_hmm stage then
# trains in and writes beside the model as `feature_transform` (PocketSphinx applies it, `-lda`). Those stages are
# Python (sphinxtrain's `#!/usr/bin/env python` scripts, needing numpy and scipy): they run with Debian's python3.
#
# Usage: Training/sphinxtrain.sh WORK NAME [--without VOICE ...] [--gaussians N] [--lda DIM]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(cd "$1" && pwd)
name=$2
shift 2
without=()
gaussians=8
lda=""
while (($#)); do
    case "$1" in
    --without) without+=(--without "$2"); shift 2 ;;
    --gaussians) gaussians=$2; shift 2 ;;
    --lda) lda=$2; shift 2 ;;
    *) echo "usage: sphinxtrain.sh WORK NAME [--without VOICE ...] [--gaussians N] [--lda DIM]" >&2; exit 64 ;;
    esac
done
[ -z "$lda" ] || [[ "$lda" =~ ^[1-9][0-9]*$ && "$lda" -le 39 ]] \
    || { echo "sphinxtrain.sh: --lda $lda: not a dimension from 1 to 39 (the features have 39)" >&2; exit 64; }
template=$(ls /usr/lib/*/sphinxtrain/etc/sphinx_train.cfg 2>/dev/null | head -1)
[ -n "$template" ] || { echo "sphinxtrain.sh: sphinxtrain's template is missing (scripts/setup.sh --train)" >&2; exit 69; }
st=$(dirname "$(dirname "$template")")
bin=/usr/lib/sphinxtrain
[ -x "$bin/bw" ] || { echo "sphinxtrain.sh: $bin/bw is missing (scripts/setup.sh --train)" >&2; exit 69; }
stages=(00.verify/verify_all.pl 20.ci_hmm/slave_convg.pl)
lda_mllt=no
if [ -n "$lda" ]; then
    lda_mllt=yes
    /usr/bin/python3 -c "import numpy, scipy" 2>/dev/null \
        || { echo "sphinxtrain.sh: --lda needs Debian's python3 with numpy and scipy (scripts/setup.sh --train)" >&2; exit 69; }
    stages=(00.verify/verify_all.pl 01.lda_train/slave_lda.pl 02.mllt_train/slave_mllt.pl 20.ci_hmm/slave_convg.pl)
    # sphinxtrain's Python scripts start `#!/usr/bin/env python`: that name, first on PATH, is Debian's python3.
    python_bin=$(mktemp -d)
    trap 'rm -rf "$python_bin"' EXIT
    ln -s /usr/bin/python3 "$python_bin/python"
    export PATH="$python_bin:$PATH"
fi

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
\$CFG_LDA_DIMENSION = ${lda:-29};
return 1;
CFG
cd "$dir"
# Debian's `sphinxtrain run` also looks for its scripts in the wrong folder: run the stages' scripts directly.
# Their Perl needs the current folder on @INC, which Perl no longer gives by default.
for script in "${stages[@]}"; do
    PERL_USE_UNSAFE_INC=1 perl "$st/scripts/$script" >>"$dir/train.log" 2>&1 \
        || { tail -20 "$dir/train.log" >&2; exit 1; }
done
[ -s "$dir/model_parameters/zhwb.ci_cont/means" ] || { tail -20 "$dir/train.log" >&2; exit 1; }
[ -z "$lda" ] || [ -s "$dir/model_parameters/zhwb.ci_cont/feature_transform" ] \
    || { echo "sphinxtrain.sh: no feature transform was trained (see $dir/logdir/01.lda_train, 02.mllt_train)" >&2; exit 1; }
grep -E "Current Overall Likelihood|Split" "$dir/train.log" | tail -3 >&2 || true
