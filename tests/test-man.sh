#!/bin/sh
# The manual pages render without a warning, and hexwright-cli(1) names every command and
# every long option that hexwright-cli's own --help lists.
set -eu
src=$1
cli=$2
status=0

for page in "$src/ui/man/hexwright.1" "$src/ui/man/hexwright-cli.1"; do
    warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings=all -l "$page" 2>&1 >/dev/null || echo "man failed")
    if [ -n "$warnings" ]; then
        echo "$page: $warnings"
        status=1
    fi
    echo "ok: $page renders without warnings"
done

text=$(LC_ALL=C.UTF-8 MANWIDTH=200 man -l "$src/ui/man/hexwright-cli.1" 2>/dev/null | col -b)
commands=$(LANGUAGE=C ASAN_OPTIONS=detect_leaks=0 "$cli" --help | awk '/^Commands:/ {on = 1; next} /^$/ {on = 0} on {print $1}')
[ -n "$commands" ] || { echo "no commands in hexwright-cli --help"; exit 1; }
for c in $commands; do
    echo "$text" | grep -q "^ *$c \[" || { echo "hexwright-cli(1) lacks the command $c"; status=1; }
    for o in $(LANGUAGE=C ASAN_OPTIONS=detect_leaks=0 "$cli" "$c" --help | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u); do
        case $o in --help | --version) continue ;; esac
        echo "$text" | grep -q -- "$o" || { echo "hexwright-cli(1) lacks $c $o"; status=1; }
    done
done
for s in "EXIT STATUS" "FILES"; do
    echo "$text" | grep -q "^$s" || { echo "hexwright-cli(1) lacks $s"; status=1; }
done
[ $status -eq 0 ] && echo "ok: hexwright-cli(1) names every command and option"
exit $status
