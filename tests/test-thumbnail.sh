#!/bin/sh
# hexwright-cli thumbnail, as the .thumbnailer runs it, makes a PNG of the asked size from a
# scenario and from a Pioneers map.
set -eu
src=$1
cli=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export ASAN_OPTIONS=detect_leaks=0 LANGUAGE=C

cat > "$dir/two.game" <<'MAP'
title Two
num-players 2
victory-points 10
chits 5,6,8
map
-,s,s,s
s,t0,f1,s
s,d2,h3,s
-,s,s,s
.
MAP
exec_line=$(sed -n 's/^Exec=//p' "$src/ui/io.github.hexwright.Hexwright.thumbnailer")
for input in "$src/scenarios/desert-raiders.xml" "$dir/two.game"; do
    for size in 128 256; do
        out="$dir/out-$size.png"
        rm -f "$out"
        # Expand the thumbnailer's %s %i %o as a file manager does.
        cmd=$(echo "$exec_line" | sed "s|^hexwright-cli|$cli|; s|%s|$size|; s|%i|$input|; s|%o|$out|")
        sh -c "$cmd" 2>/dev/null
        got=$(identify -format '%w %h %m' "$out")
        [ "$got" = "$size $size PNG" ] || { echo "not ok: $input at $size gives '$got'"; exit 1; }
        # Not blank: the board is drawn.
        colours=$(identify -format '%k' "$out")
        [ "$colours" -gt 4 ] || { echo "not ok: $input at $size has $colours colours"; exit 1; }
        echo "ok: $(basename "$input") at $size: $got, $colours colours"
    done
done
"$cli" thumbnail --size 0 "$input" "$dir/x.png" 2>/dev/null && exit 1 || [ $? -eq 2 ]
[ ! -e "$dir/x.png" ]
echo "ok: a size of 0 is refused"
