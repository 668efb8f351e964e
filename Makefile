# The commands of the README: `make run` (the main job), `make test` (every test: the suite, the
# suite under ASan and TSan, every fuzz target, a soak) and `make bench` (docs/performance.md).
SWIFT ?= swift
DEMO ?= Traces/touchscreen/double-tap.gktrace
# Seconds each fuzz target runs in `make test` (scripts/fuzz.sh).
FUZZ_SECONDS ?= 60
# Events of the soak at the end of `make test` (the 10⁷ run: `make soak SOAK_EVENTS=10000000`).
SOAK_EVENTS ?= 300000
# (debug build, reused from test-unit; the 10⁷ run uses a release build: scripts/soak.sh)

.PHONY: setup build run test test-unit test-asan test-tsan fuzz soak bench examples clean

setup:
	@bash scripts/setup.sh

build: setup
	$(SWIFT) build

run: build
	@echo "== $(DEMO): what was recognized, what the scroll/zoom controller did, where it ended"
	.build/debug/gesturekit replay --no-did-scroll $(DEMO)

test: test-unit test-asan test-tsan fuzz soak

test-unit: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test

# Leaks inside the toolchain's XCTest/Foundation are suppressed (scripts/lsan-suppressions.txt).
test-asan: setup
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt $(SWIFT) test --sanitize=address --scratch-path .build-asan

test-tsan: setup
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan

fuzz: setup
	bash scripts/fuzz.sh $(FUZZ_SECONDS)

soak: setup
	$(SWIFT) run gesturekit soak --events $(SOAK_EVENTS)

bench: setup
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark
	bash scripts/bench-replay.sh

# The examples (examples/README.md), each replaying its trace from Traces/.
examples: build
	@echo "== photo viewer (Traces/touchscreen/photo-viewer.gktrace)"
	.build/debug/photo-viewer-example
	@echo "== paged gallery (Traces/touchscreen/gallery-swipes.gktrace)"
	.build/debug/paged-gallery-example

clean:
	rm -rf .build
