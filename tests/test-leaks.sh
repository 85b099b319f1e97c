#!/bin/sh
# What a user runs, with the leak checker on: every command of hexwright-cli on every
# shipped scenario and on the combined-module test scenario. make check turns leak detection
# off for the suites (GTK's own allocations); these runs turn it back on for the CLI, whose
# memory is all ours but fontconfig's.
#   usage: test-leaks.sh SRCDIR HEXWRIGHT-CLI
set -u
src=$1
cli=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
export ASAN_OPTIONS=detect_leaks=1
export LSAN_OPTIONS="suppressions=$src/tests/lsan-fontconfig.supp:print_suppressions=0"
export LANGUAGE=C
n=0
status=0
for f in "$src"/scenarios/*.xml "$src/tests/data/friendly-harbormaster.xml"; do
    name=$(basename "$f" .xml)
    for cmd in "info" "validate" "score" "simulate --games 4" "simulate --games 2 --bots planner" \
               "simulate --games 2 --deal --json" "generate --seed 3 -o $tmp/g.xml" \
               "export -o $tmp/x.svg" "export -o $tmp/x.png"; do
        n=$((n + 1))
        # shellcheck disable=SC2086
        "$cli" $cmd "$f" > "$tmp/out" 2> "$tmp/err"
        rc=$?
        if grep -q "LeakSanitizer\|AddressSanitizer\|runtime error" "$tmp/err" || [ $rc -gt 2 ]; then
            echo "not ok $n - $name: $cmd (exit $rc)"
            sed -n '1,12p' "$tmp/err" | sed 's/^/# /'
            status=1
        else
            echo "ok $n - $name: $cmd"
        fi
    done
done
echo "1..$n"
exit $status
