#!/bin/sh
# Golden outputs: every shipped scenario at every player count it allows, played 300 times by
# greedy and by random bots, as simulate --json and --csv. The SHA-256 of each output is kept
# in tests/data/golden-sim.txt, so a change that alters how any game plays fails here and must
# be explained in its commit (then: sh tests/test-golden.sh SRC CLI --update).
#   usage: test-golden.sh SRCDIR HEXWRIGHT-CLI [--update | --keep DIR]
set -eu
src=$1
cli=$2
mode=${3:-}
keep=${4:-}
golden="$src/tests/data/golden-sim.txt"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# scenario file, player counts
configs="base:3,4,5,6 desert-raiders:3,4,5,6 barbarian-attack:3,4 robin-hood:1"

for c in $configs; do
    name=${c%%:*}
    for p in $(echo "${c#*:}" | tr ',' ' '); do
        for bots in greedy random; do
            out="$tmp/$name-$p-$bots"
            ASAN_OPTIONS=detect_leaks=0 LANGUAGE=C "$cli" simulate "$src/scenarios/$name.xml" \
                --players "$p" --bots "$bots" --games 300 --seed 1 --json \
                --csv "$out.csv" > "$out.json"
            json=$(sha256sum < "$out.json" | cut -c1-64)
            csv=$(sha256sum < "$out.csv" | cut -c1-64)
            echo "$name $p $bots json $json" >> "$tmp/now.txt"
            echo "$name $p $bots csv $csv" >> "$tmp/now.txt"
            if [ "$mode" = --keep ]; then
                cp "$out.json" "$out.csv" "$keep/"
            fi
        done
    done
done

if [ "$mode" = --update ]; then
    cp "$tmp/now.txt" "$golden"
    echo "wrote $golden"
    exit 0
fi

n=0
status=0
while read -r line; do
    n=$((n + 1))
    if grep -qxF "$line" "$golden"; then
        echo "ok $n - $(echo "$line" | cut -d' ' -f1-4)"
    else
        echo "not ok $n - $(echo "$line" | cut -d' ' -f1-4) plays differently: $(echo "$line" | cut -d' ' -f5)"
        status=1
    fi
done < "$tmp/now.txt"
echo "1..$n"
exit $status
