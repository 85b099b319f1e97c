#!/bin/sh
# meson install --destdir puts every file where GNOME looks for it (the user guide where yelp
# finds help:hexwright), and the installed MIME package makes GLib recognise a scenario by its
# namespace and a Pioneers map by its name.
set -eu
build=$1
src=$2
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT

meson install -C "$build" --destdir "$dest" --no-rebuild --quiet >/dev/null
prefix=$(meson introspect "$build" --buildoptions |
    python3 -c 'import json, sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "prefix"))')
root=$dest$prefix
app=io.github.hexwright.Hexwright
echo "# installed under $prefix:"
(cd "$root" && find . -type f | sort | sed 's|^\./|#   |')

status=0
for f in bin/hexwright bin/hexwright-cli \
         share/applications/$app.desktop \
         share/metainfo/$app.metainfo.xml \
         share/icons/hicolor/scalable/apps/$app.svg \
         share/glib-2.0/schemas/$app.gschema.xml \
         share/mime/packages/$app.xml \
         share/thumbnailers/$app.thumbnailer \
         share/man/man1/hexwright.1 share/man/man1/hexwright-cli.1 \
         share/bash-completion/completions/hexwright-cli \
         share/help/C/hexwright/index.page share/help/C/hexwright/simulate.page \
         share/locale/de/LC_MESSAGES/hexwright.mo share/locale/zh_CN/LC_MESSAGES/hexwright.mo \
         share/hexwright/scenarios/base.xml share/hexwright/schemas/hexwright-scenario-1.rng; do
    if [ -f "$root/$f" ]; then echo "ok: $f"; else echo "not ok: $f is missing"; status=1; fi
done
grep -q '^MimeType=.*application/x-hexwright-scenario;.*application/x-pioneers-game;' \
    "$root/share/applications/$app.desktop" || { echo "not ok: desktop MimeType"; status=1; }
grep -q '<mediatype>application/x-hexwright-scenario</mediatype>' \
    "$root/share/metainfo/$app.metainfo.xml" || { echo "not ok: metainfo mediatype"; status=1; }
desktop-file-validate "$root/share/applications/$app.desktop" || status=1

# The MIME database, built as update-mime-database does after a package install.
update-mime-database "$root/share/mime" 2>/dev/null
cp "$src/scenarios/base.xml" "$dest/some-board.xml"
printf '<?xml version="1.0"?>\n<other/>\n' > "$dest/other.xml"
printf 'title T\nchits 5\nmap\nt0\n.\n' > "$dest/some-map.game"
for pair in "some-board.xml application/x-hexwright-scenario" "other.xml application/xml" "some-map.game application/x-pioneers-game"; do
    set -- $pair
    got=$(XDG_DATA_HOME=$root/share XDG_DATA_DIRS=/usr/share gio info -a standard::content-type "$dest/$1" |
          sed -n 's/^ *standard::content-type: //p')
    if [ "$got" = "$2" ]; then echo "ok: $1 is $got"; else echo "not ok: $1 is '$got', not $2"; status=1; fi
done
exit $status
