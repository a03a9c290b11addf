# pmusched — one Makefile.
#   make                      library (static + shared) and ./pmusched
#   make test                 build and run every test; last line "N passed, M failed"
#   make SANITIZE=address,undefined test
#   make bench | valgrind | fuzz | check-headers | install | uninstall

CC      ?= cc
CFLAGS  ?= -O2 -g
PREFIX  ?= /usr/local
DESTDIR ?=
VERSION := 0.1.0
SOVER   := 0

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
	tests/fuzz/*.h)

.PHONY: all test bench valgrind fuzz check-headers clean install uninstall
all: pmusched libpmusched.a libpmusched.so

$(B)/%.o: %.c $(HDRS) Makefile
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(ALL_CFLAGS) -c $< -o $@

$(B)/libpmusched.a: $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

libpmusched.a: $(B)/libpmusched.a
	cp $< $@

libpmusched.so: $(LIB_OBJS) src/lib/libpmusched.map
	$(CC) -shared -Wl,-soname,libpmusched.so.$(SOVER) \
		-Wl,--version-script=src/lib/libpmusched.map $(LDFLAGS) $(LIB_OBJS) -o $@ $(LDLIBS)

$(B)/pmusched: $(CLI_OBJS) $(B)/src/cli/entry.o $(B)/libpmusched.a
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

pmusched: $(B)/pmusched
	cp $< $@

tests/run: $(TEST_OBJS) $(CLI_OBJS) $(B)/libpmusched.a
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

test: tests/run pmusched
	@./tests/run

bench/run: $(BENCH_SRCS:%.c=$(B)/%.o) $(B)/libpmusched.a
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

bench: bench/run pmusched
	@./bench/run

valgrind: tests/run
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

check-headers:
	@for h in include/pmusched/*.h; do \
	  $(CC) -std=c11 -Wall -Werror -Iinclude -fsyntax-only -x c $$h || exit 1; \
	  $(CXX) -Wall -Werror -Iinclude -fsyntax-only -x c++ $$h || exit 1; \
	done; echo "headers ok"

clean:
	rm -rf build pmusched libpmusched.a libpmusched.so tests/run bench/run
