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

WARN := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
	-Wformat=2 -Wno-format-nonliteral
ALL_CFLAGS := -std=c11 -D_GNU_SOURCE $(WARN) -Iinclude -Isrc/lib -fPIC \
	-fvisibility=hidden $(CFLAGS)
LDLIBS  := -lpfm -lm

ifdef SANITIZE
ALL_CFLAGS += -fsanitize=$(SANITIZE) -fno-sanitize-recover=all -fno-omit-frame-pointer
LDFLAGS    += -fsanitize=$(SANITIZE)
B := build/san
else
B := build/rel
endif

LIB_SRCS := $(wildcard src/lib/*.c) $(wildcard models/*/*.c)
CLI_SRCS := $(filter-out src/cli/entry.c,$(wildcard src/cli/*.c))
TEST_SRCS := tests/runner.c $(wildcard tests/unit/*.c) $(wildcard tests/fuzz/fuzz_*.c)
BENCH_SRCS := $(wildcard bench/*.c)

LIB_OBJS := $(LIB_SRCS:%.c=$(B)/%.o)
CLI_OBJS := $(CLI_SRCS:%.c=$(B)/%.o)
TEST_OBJS := $(TEST_SRCS:%.c=$(B)/%.o)
HDRS := $(wildcard include/pmusched/*.h src/lib/*.h src/cli/*.h models/*.h tests/*.h \
	tests/fuzz/*.h bench/*.h)

.PHONY: all test bench valgrind fuzz check-headers clean install uninstall man events-data \
	golden-update check-generated
all: pmusched libpmusched.a libpmusched.so man

$(B)/%.o: %.c $(HDRS) Makefile
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

$(B)/tests/run: $(TEST_OBJS) $(CLI_OBJS) $(B)/libpmusched.a
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

tests/run: $(B)/tests/run FORCE
	@cp $< $@

test: tests/run pmusched libpmusched.so man
	@./tests/run

# Rewrite every golden's stdout, exit status and exact stderr from the current
# binary (tests/golden/README.md); headers and derivations stay.  Review the
# result with git diff.  GOLDEN=NAME limits it to names containing NAME.
golden-update: tests/run
	@./tests/run --update $(GOLDEN)

bench/run: $(BENCH_SRCS:%.c=$(B)/%.o) $(CLI_OBJS) $(B)/libpmusched.a
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

bench: bench/run pmusched
	@./bench/run

valgrind: tests/run pmusched libpmusched.so man
	valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
		./tests/run

FUZZ_TARGETS := $(patsubst tests/fuzz/fuzz_%.c,%,$(wildcard tests/fuzz/fuzz_*.c))
FUZZ_SECONDS ?= 20
# Every target runs even when an earlier one finds something; crashers and
# hangs (-timeout) land in build/fuzz/<target>-crash-* and fail the rule.
fuzz:
	@mkdir -p build/fuzz
	@bad=""; for t in $(FUZZ_TARGETS); do \
	  clang -std=c11 -D_GNU_SOURCE -DPMS_LIBFUZZER -g -O1 -Iinclude -Isrc/lib \
	    -fsanitize=fuzzer,address,undefined tests/fuzz/fuzz_$$t.c $(LIB_SRCS) \
	    $(CLI_SRCS) -o build/fuzz/$$t $(LDLIBS) || exit 1; \
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
KSRC_TAR ?= /usr/src/linux-source-6.12.tar.xz
KSRC_HTOFF ?= /usr/src/linux-source-6.1.tar.xz
events-data:
	python3 tools/gen_pmu_events.py --src $(KSRC_TAR) \
		$(if $(KSRC_HTOFF),--htoff-src $(KSRC_HTOFF)) --out models/events

# Regenerate models/events and models/metrics into a temporary directory and
# compare them byte for byte with the committed files; skips with a message
# when a source tarball is absent.  Paths are Debian's defaults; override them.
KSRC_6_1 ?= /usr/src/linux-source-6.1.tar.xz
KSRC_6_12 ?= /usr/src/linux-source-6.12.tar.xz
check-generated:
	@tools/check-generated.sh "$(KSRC_TAR)" "$(KSRC_HTOFF)" "$(KSRC_6_1)" "$(KSRC_6_12)"

check-headers:
	@for h in include/pmusched/*.h; do \
	  $(CC) -std=c11 -Wall -Werror -Iinclude -fsyntax-only -x c $$h || exit 1; \
	  $(CXX) -Wall -Werror -Iinclude -fsyntax-only -x c++ $$h || exit 1; \
	done; echo "headers ok"

clean:
	rm -rf build pmusched libpmusched.a libpmusched.so tests/run bench/run
