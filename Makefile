# hexwright — the two commands a newcomer needs are `make run` and `make check`.

BUILDDIR ?= build
BENCHDIR ?= build-bench
RUNDIR ?= build-run
SCENARIO ?= scenarios/desert-raiders.xml

# Every Debian 12 package the project needs to build, test and run.
DEB_PACKAGES = \
	gcc make pkg-config meson ninja-build python3 gettext \
	libglib2.0-dev libglib2.0-bin libgtk-4-dev libxml2-dev libxml2-utils \
	libcairo2-dev libjson-glib-dev libcmocka-dev \
	xvfb xauth imagemagick librsvg2-bin poppler-utils \
	desktop-file-utils appstream yelp-tools fonts-dejavu-core fonts-noto-cjk \
	pioneers-console-data pioneers-console shared-mime-info man-db groff-base bash-completion iproute2 \
	slurm-wlm munge

# make fuzz only: clang and its libFuzzer runtime.
FUZZ_PACKAGES = clang libclang-rt-14-dev
FUZZDIR ?= build-fuzz
FUZZ_SECONDS ?= 60

SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: all deps build check run bench fuzz clean

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

# make run builds apart from the tests: a plain optimized build without sanitizers and
# without the test suites, as a designer uses the editor. Without a display (no DISPLAY or
# WAYLAND_DISPLAY) the editor cannot start: say so in one line and show the scenario with
# the CLI instead.
run: deps
	[ -f $(RUNDIR)/build.ninja ] || meson setup $(RUNDIR) --buildtype=release -Db_sanitize=none -Dtests=false
	meson compile -C $(RUNDIR)
	@if [ -x $(RUNDIR)/src/gui/hexwright ] && [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  $(RUNDIR)/src/gui/hexwright $(SCENARIO); \
	else \
	  [ -x $(RUNDIR)/src/gui/hexwright ] && \
	    echo "hexwright: the editor needs a display (or run: xvfb-run make run); here is hexwright-cli info $(SCENARIO):"; \
	  $(RUNDIR)/src/cli/hexwright-cli info $(SCENARIO) || true; \
	fi

# Benchmarks build apart: optimized as a release is (link-time optimization lets the engine's
# small functions inline across its files), no sanitizers; a private X server lets the
# editor's start-up be timed too.
bench: deps
	[ -f $(BENCHDIR)/build.ninja ] || meson setup $(BENCHDIR) --buildtype=release -Db_lto=true -Db_sanitize=none
	meson compile -C $(BENCHDIR)
	xvfb-run -a -s "-screen 0 1400x900x24" meson test -C $(BENCHDIR) --benchmark --verbose

# libFuzzer targets (tests/fuzz/), clang with AddressSanitizer and UBSan, each run for
# FUZZ_SECONDS with the format's dictionary; new inputs collect in $(FUZZDIR)/corpus-*,
# crashes in $(FUZZDIR)/crash-*. make check replays tests/fuzz/corpus/ without clang.
fuzz: deps
	$(MAKE) deps DEB_PACKAGES="$(FUZZ_PACKAGES)"
	[ -f $(FUZZDIR)/build.ninja ] || CC=clang meson setup $(FUZZDIR) -Dfuzzing=true -Dgui=disabled \
	  -Db_sanitize=address,undefined -Db_lundef=false -Dc_args=-fsanitize=fuzzer-no-link
	meson compile -C $(FUZZDIR) fuzz-scenario fuzz-pioneers fuzz-sim-json
	mkdir -p $(FUZZDIR)/corpus-scenario $(FUZZDIR)/corpus-pioneers $(FUZZDIR)/corpus-sim-json
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan-fontconfig.supp:print_suppressions=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  $(FUZZDIR)/tests/fuzz/fuzz-scenario -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=2048 \
	  -dict=tests/fuzz/scenario.dict -artifact_prefix=$(FUZZDIR)/crash-scenario- \
	  $(FUZZDIR)/corpus-scenario tests/fuzz/corpus/scenario scenarios tests/data
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan-fontconfig.supp:print_suppressions=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  $(FUZZDIR)/tests/fuzz/fuzz-pioneers -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=2048 \
	  -dict=tests/fuzz/pioneers.dict -artifact_prefix=$(FUZZDIR)/crash-pioneers- \
	  $(FUZZDIR)/corpus-pioneers tests/fuzz/corpus/pioneers /usr/share/games/pioneers
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan-fontconfig.supp:print_suppressions=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  $(FUZZDIR)/tests/fuzz/fuzz-sim-json -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=2048 \
	  -dict=tests/fuzz/sim-json.dict -artifact_prefix=$(FUZZDIR)/crash-sim-json- \
	  $(FUZZDIR)/corpus-sim-json tests/fuzz/corpus/sim-json

clean:
	rm -rf $(BUILDDIR) $(RUNDIR) $(BENCHDIR) $(FUZZDIR)
