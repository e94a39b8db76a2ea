#!/usr/bin/env bash
# Adds up the checks that .ci/run's stages counted and prints them as one closing line, "ci: N passed, M failed".
# Usage: scripts/ci-summary.sh SWIFT_TEST_LOG [STAGE_LOG ...]
#   SWIFT_TEST_LOG  the output of `swift test` (Swift Testing's "Test run with N tests" and XCTest's
#                   "Executed N tests, with M failures" lines are read wherever they stand in a line; a failed
#                   Swift Testing run counts the tests it marks "✘ Test … failed after" as failed); it may be
#                   missing when the stage's setup failed
#   STAGE_LOG       the output of a check script that ends with "name: N passed, M failed"
# Exit status: 0 when every log counted its checks and none failed; 1 when one failed or counted nothing.
set -euo pipefail
passed=0 failed=0 status=0

swift_log=$1; shift
testing=$(grep -aoE 'Test run with [0-9]+ tests?( in [0-9]+ suites?)? (passed|failed)' "$swift_log" 2>/dev/null | tail -n 1 || true)
xctest=$(grep -aoE 'Executed [0-9]+ tests?, with [0-9]+ failures?' "$swift_log" 2>/dev/null | tail -n 1 || true)
if [ -z "$testing" ] && [ -z "$xctest" ]; then
    echo "ci: $swift_log: swift test printed no count of its tests" >&2
    status=1
fi
if [ -n "$testing" ]; then
    count=$(grep -oE '[0-9]+' <<<"$testing" | head -n 1)
    # A failed run names each failing test ("✘ Test NAME() failed after …"); the rest of its tests passed.
    failing=$(grep -aE '✘ Test .* failed after' "$swift_log" | grep -avc '✘ Test run with' || true)
    if [[ $testing == *failed ]] && ((failing == 0)); then failing=1; fi
    failed=$((failed + failing)) passed=$((passed + count - failing))
fi
if [ -n "$xctest" ]; then
    numbers=($(grep -oE '[0-9]+' <<<"$xctest"))
    passed=$((passed + numbers[0] - numbers[1])) failed=$((failed + numbers[1]))
fi

for log in "$@"; do
    counted=0
    while read -r line; do
        numbers=($(grep -oE '[0-9]+' <<<"$line"))
        passed=$((passed + numbers[0])) failed=$((failed + numbers[1])) counted=1
    done < <(grep -aoE '(^|[a-z]+: )[0-9]+ passed, [0-9]+ failed$' "$log" || true)
    if [ "$counted" = 0 ]; then
        echo "ci: $log: the stage printed no 'N passed, M failed' line" >&2
        status=1
    fi
done

((failed == 0)) || status=1
echo "ci: $passed passed, $failed failed"
exit "$status"
