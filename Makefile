# hexwright — the two commands a newcomer needs are `make run` and `make check`.

BUILDDIR ?= build
BENCHDIR ?= build-bench
SCENARIO ?= scenarios/desert-raiders.xml

# Every Debian 12 package the project needs to build, test and run.
DEB_PACKAGES = \
	gcc make pkg-config meson ninja-build python3 gettext \
	libglib2.0-dev libglib2.0-bin libgtk-4-dev libxml2-dev libxml2-utils \
	libcairo2-dev libjson-glib-dev libcmocka-dev \
	xvfb xauth imagemagick librsvg2-bin poppler-utils \
	desktop-file-utils appstream fonts-dejavu-core fonts-noto-cjk \
	pioneers-console-data pioneers-console shared-mime-info man-db groff-base bash-completion iproute2

SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: all deps build check run bench clean

all: build

deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $$missing; \
	fi

$(BUILDDIR)/build.ninja:
	meson setup $(BUILDDIR) -Db_sanitize=address,undefined

build: $(BUILDDIR)/build.ninja
	meson compile -C $(BUILDDIR)

# GUI tests need a display: the whole suite runs under a private X server.
check: deps
	$(MAKE) build
	ASAN_OPTIONS=detect_leaks=0 xvfb-run -a -s "-screen 0 1400x900x24" \
	  meson test -C $(BUILDDIR) --print-errorlogs $(TESTARGS)

run: deps
	$(MAKE) build
	@if [ -x $(BUILDDIR)/src/gui/hexwright ]; then \
	  ASAN_OPTIONS=detect_leaks=0 $(BUILDDIR)/src/gui/hexwright $(SCENARIO); \
	else \
	  $(BUILDDIR)/src/cli/hexwright-cli info $(SCENARIO); \
	fi

# Benchmarks build apart: optimized, no sanitizers; a private X server lets the editor's
# start-up be timed too.
bench: deps
	[ -f $(BENCHDIR)/build.ninja ] || meson setup $(BENCHDIR) --buildtype=release -Db_sanitize=none
	meson compile -C $(BENCHDIR)
	xvfb-run -a -s "-screen 0 1400x900x24" meson test -C $(BENCHDIR) --benchmark --verbose

clean:
	rm -rf $(BUILDDIR) $(BENCHDIR)
