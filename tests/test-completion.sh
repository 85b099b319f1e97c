#!/bin/bash
# The bash completion completes a command, an option of a command, a value and file types.
set -eu
src=$1
cli=$2
source /usr/share/bash-completion/bash_completion
source "$src/ui/completion/hexwright-cli"
export LANGUAGE=C ASAN_OPTIONS=detect_leaks=0
status=0

complete_line() {
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="${COMP_WORDS[*]}"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    _hexwright_cli hexwright-cli "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    echo "${COMPREPLY[*]}"
}

expect() {
    local want=$1
    shift
    local got
    got=$(complete_line "$@")
    if [[ " $got " == *" $want "* ]]; then
        echo "ok: '$*' completes to $want"
    else
        echo "not ok: '$*' gives '$got', not $want"
        status=1
    fi
}

expect import "$cli" imp
expect thumbnail "$cli" thu
expect --games= "$cli" simulate --gam
expect --format= "$cli" export --for
expect pioneers "$cli" export --format pio

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
touch "$dir/map.game" "$dir/notes.txt" "$dir/board.xml"
cd "$dir"
expect map.game "$cli" import ""
got=$(complete_line "$cli" import "")
[[ $got != *notes.txt* ]] || { echo "not ok: import offers notes.txt"; status=1; }
expect board.xml "$cli" validate ""
exit $status
