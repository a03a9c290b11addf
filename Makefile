# pmusched — one Makefile.
#   make                      library (static + shared) and ./pmusched
#   make test                 build and run every test; last line "N passed, M failed"
#   make SANITIZE=address,undefined test
#   make bench | valgrind | fuzz | check-headers | man | golden-update | check-generated
#   make install | uninstall  [PREFIX=/usr/local] [DESTDIR=] [LIBDIR=...]

CC      ?= cc
CFLAGS  ?= -O2 -g
PREFIX  ?= /usr/local
DESTDIR ?=
BINDIR  ?= $(PREFIX)/bin
LIBDIR  ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
MANDIR  ?= $(PREFIX)/share/man
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
INSTALL ?= install
VERSION := 0.1.0
SOVER   := 0
SONAME  := libpmusched.so.$(SOVER)

# Warnings are errors for the project's own builds (DEVELOPER=1: CI sets
# it, and so should every development build) and plain warnings for a user's
# or a distribution's build, so another compiler's new warning breaks no build.
WARN := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
	-Wformat=2 -Wno-format-nonliteral
ifeq ($(DEVELOPER),1)
WARN += -Werror
endif
ALL_CFLAGS := -std=c11 -D_GNU_SOURCE $(WARN) -Iinclude -Isrc/lib -fPIC \
	-fvisibility=hidden -MMD -MP $(CFLAGS)
LDLIBS  := -lpfm -lm

ifdef SANITIZE
ALL_CFLAGS += -fsanitize=$(SANITIZE) -fno-sanitize-recover=all -fno-omit-frame-pointer
LDFLAGS    += -fsanitize=$(SANITIZE)
B := build/san
else
B := build/rel
endif
# another compiler's objects in a folder of their own: make CC=clang BUILDDIR=build/clang
ifdef BUILDDIR
B := $(BUILDDIR)
endif

LIB_SRCS := $(wildcard src/lib/*.c) $(wildcard models/*/*.c)
CLI_SRCS := $(filter-out src/cli/entry.c,$(wildcard src/cli/*.c))
TEST_SRCS := tests/runner.c $(wildcard tests/unit/*.c) $(wildcard tests/fuzz/fuzz_*.c)
BENCH_SRCS := $(wildcard bench/*.c)

LIB_OBJS := $(LIB_SRCS:%.c=$(B)/%.o)
CLI_OBJS := $(CLI_SRCS:%.c=$(B)/%.o)
TEST_OBJS := $(TEST_SRCS:%.c=$(B)/%.o)
# Header dependencies come from the compiler (-MMD): a header change
# rebuilds only the objects that include it.
DEPS := $(patsubst %.o,%.d,$(LIB_OBJS) $(CLI_OBJS) $(TEST_OBJS) \
	$(BENCH_SRCS:%.c=$(B)/%.o) $(B)/src/cli/entry.o $(B)/tools/gen_man.o)

.PHONY: oracle-kernel
.PHONY: all test bench valgrind fuzz check-headers check-abi check-layers abi-map deb clean install uninstall man \
	events-data xcheck-kernel uncore-events-data golden-update check-generated
all: pmusched libpmusched.a libpmusched.so man

# The build dependencies, installed where missing (tools/deps.sh; a no-op
# when present): 'make test' on a fresh Debian machine is one command.
.PHONY: deps
deps:
	@[ -n "$(NO_DEPS)" ] || sh tools/deps.sh

$(B)/%.o: %.c Makefile | deps
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(ALL_CFLAGS) -c $< -o $@

$(B)/libpmusched.a: $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

# The top-level copies follow the configuration of the last make (release
# or SANITIZE), so a sanitized binary is never left for valgrind or install.
libpmusched.a: $(B)/libpmusched.a FORCE
	@cp $< $@

$(B)/libpmusched.so.$(VERSION): $(LIB_OBJS) src/lib/libpmusched.map
	$(CC) -shared -Wl,-soname,$(SONAME) \
		-Wl,--version-script=src/lib/libpmusched.map $(LDFLAGS) $(LIB_OBJS) -o $@ $(LDLIBS)

libpmusched.so: $(B)/libpmusched.so.$(VERSION) FORCE
	@cp $< $@

$(B)/pmusched: $(CLI_OBJS) $(B)/src/cli/entry.o $(B)/libpmusched.a
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

pmusched: $(B)/pmusched FORCE
	@cp $< $@

# The modules with test hooks (allocation counting and failure injection,
# the unfolded simulator, the stalled clock) are built a second time with PMS_TEST_HOOKS for
# the test runner; the shipped libraries carry neither hooks nor counters.
HOOK_OBJS := $(B)/hooks/src/lib/alloc.o $(B)/hooks/src/lib/sim.o $(B)/hooks/src/lib/measure_clock.o
DEPS += $(HOOK_OBJS:.o=.d) $(B)/tests/runner-shared.d
$(B)/hooks/%.o: %.c Makefile
	@mkdir -p $(dir $@)
	@echo "  CC      $< (test hooks)"
	@$(CC) $(ALL_CFLAGS) -DPMS_TEST_HOOKS -c $< -o $@

$(B)/tests/run: $(TEST_OBJS) $(CLI_OBJS) $(HOOK_OBJS) $(B)/libpmusched.a
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

tests/run: $(B)/tests/run FORCE
	@cp $< $@

# The golden cases again, the CLI linked against the shared library.
$(B)/tests/runner-shared.o: tests/runner.c Makefile
	@mkdir -p $(dir $@)
	@echo "  CC      $< (golden only)"
	@$(CC) $(ALL_CFLAGS) -DPMS_GOLDEN_ONLY -c $< -o $@

$(B)/tests/run-shared: $(B)/tests/runner-shared.o $(CLI_OBJS) $(B)/libpmusched.so.$(VERSION)
	@ln -sf libpmusched.so.$(VERSION) $(B)/$(SONAME)
	$(CC) $(LDFLAGS) $(B)/tests/runner-shared.o $(CLI_OBJS) -L$(B) -l:$(SONAME) \
		-Wl,-rpath,'$$ORIGIN/..' -o $@ $(LDLIBS)

test: tests/run $(B)/tests/run-shared pmusched libpmusched.so man check-layers
	@$(B)/tests/run-shared >build/run-shared.log 2>&1 || \
		{ tail -n 20 build/run-shared.log; echo "shared-library goldens failed"; exit 1; }
	@echo "shared library: $$(tail -n 1 build/run-shared.log) (golden cases)"
	@./tests/run
	@$(MAKE) --no-print-directory test-python

# The whole suite as if this machine were each fake host of
# tests/unit/fake_hosts.c (tests/run --host NAME): an Intel and an AMD VM
# without a vPMU, an Intel host with its PMU, a VM given 2 of 8 counters, a
# container at perf_event_paranoid 3, a hybrid laptop, an arm64 server.  No
# test may depend on the CPU, PMU or permissions of the machine it runs on.
TEST_HOSTS ?= emr-vm zen4-vm spr spr-2of8 spr-container adl-laptop n1-metal
.PHONY: test-hosts
test-hosts: tests/run pmusched
	@fail=0; for h in $(TEST_HOSTS); do \
	  ./tests/run --host $$h >build/host-$$h.log 2>&1 || { grep '^FAIL' build/host-$$h.log; fail=1; }; \
	  echo "host $$h: $$(tail -n 1 build/host-$$h.log)"; done; exit $$fail

# The Python module (python/) against the shared library just built;
# skipped with a message where python3 is absent, and in a sanitized build
# (an uninstrumented interpreter cannot load an ASan library first).
.PHONY: test-python
test-python: $(B)/libpmusched.so.$(VERSION) pmusched
	@if [ -n "$(SANITIZE)" ]; then echo "python: skipped (SANITIZE build)"; \
	elif command -v python3 >/dev/null 2>&1; then \
	  PMUSCHED_LIB=$(CURDIR)/$(B)/libpmusched.so.$(VERSION) PMUSCHED_CLI=$(CURDIR)/pmusched \
	  PYTHONPATH=$(CURDIR)/python python3 -m unittest discover -s tests/python -q \
	    >build/python.log 2>&1 || { cat build/python.log; echo "python module tests failed"; \
	    exit 1; }; echo "python: $$(grep -m1 '^Ran' build/python.log), OK"; \
	else echo "python: skipped (no python3)"; fi

# The real kernel as the oracle (not part of test): boots Debian's arm64
# kernels in QEMU, records the runs of tests/kernel/*.txt afresh into
# ORACLE_OUT and holds them to the committed goldens (statuses, and
# predict agreeing again where the golden holds a case), then prints the
# comparison table of the fresh runs.  Needs the network the first time;
# downloads are cached under ${XDG_CACHE_HOME:-~/.cache}/pmusched/kernel-oracle.
ORACLE_RUNS ?=
ORACLE_OUT ?= build/kernel-oracle
oracle-kernel: pmusched
	python3 tools/kernel_oracle/oracle.py fetch --install 6.1 6.12 7.3
	python3 tools/kernel_oracle/compare.py record --out $(ORACLE_OUT) $(ORACLE_RUNS:%=--only %)
	python3 tools/kernel_oracle/compare.py reproduce $(ORACLE_OUT)
	python3 tools/kernel_oracle/compare.py check $(ORACLE_OUT)/*.txt || true
	python3 tools/kernel_oracle/fit_intervals.py record $(ORACLE_OUT)/interval
	python3 tools/kernel_oracle/fit_intervals.py reproduce $(ORACLE_OUT)/interval

# Rewrite every golden's stdout, exit status and exact stderr from the current
# binary (tests/golden/README.md); headers and derivations stay.  Review the
# result with git diff.  GOLDEN=NAME limits it to names containing NAME.
golden-update: tests/run
	@./tests/run --update $(GOLDEN)

bench/run: $(BENCH_SRCS:%.c=$(B)/%.o) $(CLI_OBJS) $(B)/libpmusched.a
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

bench: bench/run pmusched
	@./bench/run

# The metric atlas pages (docs/atlas/) of every modelled CPU at these perf releases.
ATLAS_VERSIONS ?= 6.12 7.3
ATLAS_FLAGS ?= --groups
.PHONY: atlas
atlas: pmusched
	@echo "  ATLAS   docs/atlas ($(ATLAS_VERSIONS))"
	@ATLAS_FLAGS="$(ATLAS_FLAGS)" tools/gen_atlas.sh $(B)/pmusched docs/atlas $(ATLAS_VERSIONS)

valgrind: tests/run pmusched libpmusched.so man
	valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
		./tests/run

FUZZ_TARGETS := $(patsubst tests/fuzz/fuzz_%.c,%,$(wildcard tests/fuzz/fuzz_*.c))
FUZZ_SECONDS ?= 20
# Every target runs even when an earlier one finds something; crashers and
# hangs (-timeout) land in build/fuzz/<target>-crash-* and fail the rule.
# The library and the CLI are compiled once for every target (coverage
# instrumentation without libFuzzer's main), each target links its harness.
FUZZ_CFLAGS := -std=c11 -D_GNU_SOURCE -DPMS_LIBFUZZER -DPMS_TEST_HOOKS -g -O1 -Iinclude \
	-Isrc/lib -fsanitize=address,undefined
FUZZ_OBJS := $(patsubst %.c,build/fuzz/obj/%.o,$(LIB_SRCS) $(CLI_SRCS))
build/fuzz/obj/%.o: %.c Makefile
	@mkdir -p $(dir $@)
	@echo "  CC      $< (fuzz)"
	@clang $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -MMD -MP -c $< -o $@
build/fuzz/libpmusched-fuzz.a: $(FUZZ_OBJS)
	@rm -f $@
	@echo "  AR      $@"
	@ar rcs $@ $^
DEPS += $(FUZZ_OBJS:.o=.d)

fuzz: build/fuzz/libpmusched-fuzz.a
	@mkdir -p build/fuzz
	@bad=""; for t in $(FUZZ_TARGETS); do \
	  clang $(FUZZ_CFLAGS) -fsanitize=fuzzer tests/fuzz/fuzz_$$t.c \
	    build/fuzz/libpmusched-fuzz.a -o build/fuzz/$$t $(LDLIBS) || exit 1; \
	  mkdir -p build/fuzz/corpus-$$t; \
	  echo "  FUZZ    $$t ($(FUZZ_SECONDS)s)"; \
	  ./build/fuzz/$$t -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 \
	    -rss_limit_mb=2048 -print_final_stats=0 -artifact_prefix=build/fuzz/$$t- \
	    build/fuzz/corpus-$$t tests/fuzz/corpus/$$t >build/fuzz/$$t.log 2>&1 \
	    || { bad="$$bad $$t"; tail -n 40 build/fuzz/$$t.log; }; \
	done; \
	if [ -n "$$bad" ]; then echo "fuzz: findings in:$$bad (see build/fuzz/)"; exit 1; fi; \
	echo "fuzz: $(words $(FUZZ_TARGETS)) targets clean"

# Manual pages: SYNOPSIS, DESCRIPTION and OPTIONS come from the CLI's own
# help texts (tools/gen_man.c), the rest from man/*.1.in.
MAN_IN := $(wildcard man/*.1.in)
$(B)/tools/gen_man: $(B)/tools/gen_man.o $(CLI_OBJS) $(B)/libpmusched.a
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

build/man/.stamp: $(B)/tools/gen_man $(MAN_IN)
	@mkdir -p build/man
	@rm -f build/man/*.1
	@echo "  GEN     build/man/*.1"
	@$(B)/tools/gen_man man build/man
	@touch $@

man: build/man/.stamp

# pkg-config file: libdir and includedir relative to ${prefix} when they
# lie under it, so 'pkg-config --define-prefix' can relocate a DESTDIR tree.
build/pmusched.pc: pmusched.pc.in Makefile FORCE
	@mkdir -p build
	@sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' \
	    -e 's|@LIBDIR@|$(patsubst $(PREFIX)/%,$${prefix}/%,$(LIBDIR))|' \
	    -e 's|@INCLUDEDIR@|$(patsubst $(PREFIX)/%,$${prefix}/%,$(INCLUDEDIR))|' $< > $@.tmp
	@mv $@.tmp $@

.PHONY: FORCE
FORCE:

install: $(B)/pmusched $(B)/libpmusched.a $(B)/libpmusched.so.$(VERSION) build/man/.stamp \
		build/pmusched.pc
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR) \
		$(DESTDIR)$(INCLUDEDIR)/pmusched $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(BASHCOMPDIR)
	$(INSTALL) -m 755 $(B)/pmusched $(DESTDIR)$(BINDIR)/pmusched
	$(INSTALL) -m 644 $(B)/libpmusched.a $(DESTDIR)$(LIBDIR)/libpmusched.a
	$(INSTALL) -m 755 $(B)/libpmusched.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libpmusched.so.$(VERSION)
	ln -sf libpmusched.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libpmusched.so
	$(INSTALL) -m 644 include/pmusched/*.h $(DESTDIR)$(INCLUDEDIR)/pmusched/
	$(INSTALL) -m 644 build/pmusched.pc $(DESTDIR)$(PKGCONFIGDIR)/pmusched.pc
	$(INSTALL) -m 644 build/man/*.1 $(DESTDIR)$(MANDIR)/man1/
	$(INSTALL) -m 644 completion/pmusched.bash $(DESTDIR)$(BASHCOMPDIR)/pmusched

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/pmusched $(DESTDIR)$(LIBDIR)/libpmusched.a \
		$(DESTDIR)$(LIBDIR)/libpmusched.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME) \
		$(DESTDIR)$(LIBDIR)/libpmusched.so $(DESTDIR)$(PKGCONFIGDIR)/pmusched.pc \
		$(DESTDIR)$(BASHCOMPDIR)/pmusched
	rm -f $(addprefix $(DESTDIR)$(INCLUDEDIR)/pmusched/,$(notdir $(wildcard include/pmusched/*.h)))
	rm -f $(DESTDIR)$(MANDIR)/man1/pmusched.1 $(DESTDIR)$(MANDIR)/man1/pmusched-*.1
	-rmdir $(DESTDIR)$(INCLUDEDIR)/pmusched 2>/dev/null

# perf's own event tables (models/events/*.c, committed): regenerate them from
# Debian's linux-source-6.12 package (tarball or unpacked tree).  The Linux
# 6.1 tree supplies the CounterHTOff field later trees dropped; set
# KSRC_HTOFF= to go without it.  Paths are Debian's defaults; override them.
# The tables of perf 6.1, 7.2 and 7.3 (models/events/perf_<tag>.c) come
# from those releases' trees and share their unchanged rows with 6.12's.
KSRC_TAR ?= /usr/src/linux-source-6.12.tar.xz
KSRC_HTOFF ?= /usr/src/linux-source-6.1.tar.xz
KSRC_6_1 ?= /usr/src/linux-source-6.1.tar.xz
KSRC_7_2 ?= /usr/src/linux-source-7.2.tar.xz
KSRC_7_3 ?= /usr/src/linux-source-7.3.tar.xz
events-data:
	python3 tools/gen_pmu_events.py --src $(KSRC_TAR) \
		$(if $(KSRC_HTOFF),--htoff-src $(KSRC_HTOFF)) \
		--release 6_1=$(KSRC_6_1) --release 7_2=$(KSRC_7_2) --release 7_3=$(KSRC_7_3) \
		--out models/events

# The export list (src/lib/libpmusched.map) names every function of the
# public headers and nothing else; check-abi holds the map, the headers and
# the shared library's exports to each other.
abi-map:
	python3 tools/abi.py map > src/lib/libpmusched.map

# no module calls a layer above its own (docs/architecture.md)
check-layers: $(LIB_OBJS)
	@python3 tools/layers.py $(B) $(LIB_OBJS)

check-abi: $(B)/libpmusched.so.$(VERSION)
	python3 tools/abi.py check $< src/lib/libpmusched.map

# Compare the Intel constraint and PEBS masks with the kernel trees
# (tools/xcheck_kernel.py; docs/kernel-eras.md): the unpacked Debian
# linux-source trees, by default under the cache.  Not part of 'make test';
# skipped when the 6.12 and 6.1 trees are absent; 7.2 and 7.3 join when present.
PMS_CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/pmusched
KTREES ?= $(PMS_CACHE)/src
xcheck-kernel: $(B)/libpmusched.a
	@if [ -d $(KTREES)/linux-6.12/arch/x86 ] && [ -d $(KTREES)/linux-6.1/arch/x86 ]; then \
	  python3 tools/xcheck_kernel.py $(KTREES)/linux-6.12 $(KTREES)/linux-6.1 \
	    $(foreach v,7.2 7.3,$(if $(wildcard $(KTREES)/linux-$(v)/arch/x86),$(v)=$(KTREES)/linux-$(v))); \
	else echo "xcheck-kernel: skipped, no kernel trees under $(KTREES)"; fi

# perf's uncore event names (models/uncore/ev_*.c, committed), apart from
# the core tables: same source tree.
uncore-events-data:
	python3 tools/gen_uncore_events.py --src $(KSRC_TAR) --later 7.3=$(KSRC_7_3) --out models/uncore

# Regenerate models/events and models/metrics into a temporary directory and
# compare them byte for byte with the committed files; skips with a message
# when a source tarball is absent.  Paths are Debian's defaults; override them.
KSRC_6_12 ?= /usr/src/linux-source-6.12.tar.xz
check-generated:
	@tools/check-generated.sh "$(KSRC_TAR)" "$(KSRC_HTOFF)" "$(KSRC_6_1)" "$(KSRC_6_12)" \
		"$(KSRC_7_2)" "$(KSRC_7_3)"

check-headers:
	@for h in include/pmusched/*.h; do \
	  $(CC) -std=c11 -Wall -Werror -Iinclude -fsyntax-only -x c $$h || exit 1; \
	  $(CXX) -Wall -Werror -Iinclude -fsyntax-only -x c++ $$h || exit 1; \
	done; echo "headers ok"

# Debian packages (pmusched, libpmusched0, libpmusched-dev, python3-pmusched) from the files
# git tracks, built in build/deb and unpacked into a scratch root, where the
# installed tool runs a prediction against the installed library.
deb:
	@rm -rf build/deb && mkdir -p build/deb/pmusched-$(VERSION)
	git ls-files -z | xargs -0 cp --parents -t build/deb/pmusched-$(VERSION)
	cd build/deb/pmusched-$(VERSION) && DEB_BUILD_OPTIONS=nocheck dpkg-buildpackage -us -uc -b
	lintian --fail-on error build/deb/*.changes
	for d in build/deb/*.deb; do dpkg -x $$d build/deb/root; done
	LD_LIBRARY_PATH=$$(ls -d build/deb/root/usr/lib/*/ | head -n 1) \
		build/deb/root/usr/bin/pmusched predict --cpu skl --kernel 6.12 -e cycles,instructions \
		>/dev/null
	LD_LIBRARY_PATH=$$(ls -d build/deb/root/usr/lib/*-*/ | head -n 1) \
		PYTHONPATH=build/deb/root/usr/lib/python3/dist-packages python3 -c \
		"import pmusched; assert pmusched.plan(cpu='skl', kernel='6.12', events='cycles')['runs']"
	@echo "deb: $$(ls build/deb/*.deb | wc -l) packages built, lintian clean of errors, installed tool runs"

clean:
	rm -rf build pmusched libpmusched.a libpmusched.so tests/run bench/run

# Real perf as the oracle (tools/perf_oracle/README.md).  perf-binaries builds
# perf from Debian's linux-source of each release into the cache (minutes per
# release; not part of make test); oracle reruns it on fake PMUs, rewrites
# tests/oracle/*.txt and prints the table of cases, agreed and differing.
PMUSCHED_CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/pmusched
PERF_RELEASES ?= 7.3 6.12 7.2 6.1
.PHONY: perf-binaries oracle
perf-binaries:
	PMUSCHED_CACHE=$(PMUSCHED_CACHE) sh tools/perf_oracle/build_perf.sh $(PERF_RELEASES)
oracle: tests/run
	python3 tools/perf_oracle/oracle.py record --cache $(PMUSCHED_CACHE) --out tests/oracle
	PMS_ORACLE_TABLE=1 PMS_ORACLE_DIFFS=build/oracle-diffs.txt ./tests/run oracle || true

# after every rule, so no dependency file's target becomes the default goal
-include $(DEPS)
