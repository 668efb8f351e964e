# The commands of the README: `make run` (the main job), `make test` (every test: the suite, the
# bridge suite with a real browser, the suite under ASan and TSan, every fuzz target, a soak) and
# `make bench` (docs/performance.md).
SWIFT ?= swift
DEMO ?= Traces/touchscreen/double-tap.gktrace
# Seconds each fuzz target runs in `make test` (scripts/fuzz.sh).
FUZZ_SECONDS ?= 60
# Events of the soak at the end of `make test` (the 10⁷ run: `make soak SOAK_EVENTS=10000000`).
SOAK_EVENTS ?= 300000
# (debug build, reused from test-unit; the 10⁷ run uses a release build: scripts/soak.sh)

# Wall seconds of the bridge's load test in `make test` (the documented long run: 600).
BRIDGE_LOAD_SECONDS ?= 30

.PHONY: setup build run test lint test-consumer test-unit test-bridge test-daemon test-asan test-tsan fuzz soak bench examples images docs clean

setup:
	@bash scripts/setup.sh

build: setup
	$(SWIFT) build

run: build
	@echo "== $(DEMO): what was recognized, what the scroll/zoom controller did, where it ended"
	.build/debug/gesturekit replay $(DEMO)

test: lint test-unit docs test-consumer test-bridge test-daemon test-asan test-tsan fuzz soak

# Source lines a reader trips on: none over 120 columns outside multi-line string literals; public
# declarations without their parameter docs; files or functions docs/architecture.md names that
# are gone; a module imported without being declared in Package.swift.
lint: setup
	python3 scripts/check-line-length.py
	python3 scripts/check-doc-comments.py
	python3 scripts/check-architecture.py
	python3 scripts/check-imports.py

# The live suites (`LiveEmulation`: real libinput on umockdev, in real time) run on their own,
# after the rest: beside the parallel suites' CPU load their replays lag and libinput's timers
# judge a different input (a finger scroll cut to 4 events; LiveTestSupport.swift).
# scripts/test-live.sh runs a live test that failed once more, alone, and says so (why: there).
test-unit: setup
	$(SWIFT) build --build-tests
	.build/debug/gesturekit test --junit .build/golden-traces.xml Traces/
	$(SWIFT) test --skip LiveEmulation
	SWIFT=$(SWIFT) bash scripts/test-live.sh

# `gesturekit serve` from outside, as clients see it (Tests/Bridge, pytest): the protocol over a
# real Unix socket and WebSocket, slow clients, load, and the demo page in headless Chromium.
# Installs Chromium, its driver and the Python packages it needs. Run once, on the debug build
# (not under the sanitizers: the service's Swift code is covered there by the Swift suites).
test-bridge: build
	BRIDGE_LOAD_SECONDS=$(BRIDGE_LOAD_SECONDS) bash scripts/test-bridge.sh

# `gesturekit daemon` from outside (Tests/Daemon, pytest on Debian's python with gi): replays of
# recordings reach a real GDBus client through touchegg's D-Bus protocol, subscribed as GNOME's
# extension subscribes. Run once, on the debug build.
test-daemon: build
	bash scripts/test-daemon.sh

# Leaks inside the toolchain's XCTest/Foundation are suppressed (scripts/lsan-suppressions.txt).
# The sanitizer stages run the live suites on their own after the rest too (see test-unit):
# under TSan beside the property suites, a listen run can lose its device and an idle `serve`
# count 4 context switches.
test-asan: setup
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt $(SWIFT) test --sanitize=address --scratch-path .build-asan --skip LiveEmulation
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt SWIFT=$(SWIFT) bash scripts/test-live.sh --sanitize=address --scratch-path .build-asan

# TSan sleeps a second at every instrumented program's exit (its atexit_sleep_ms, to catch races at
# exit); the tests that time how fast a service ends on SIGTERM run the instrumented gesturekit.
test-tsan: setup
	TSAN_OPTIONS=atexit_sleep_ms=0 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --skip LiveEmulation
	TSAN_OPTIONS=atexit_sleep_ms=0 SWIFT=$(SWIFT) bash scripts/test-live.sh --sanitize=thread --scratch-path .build-tsan

fuzz: setup
	bash scripts/fuzz.sh $(FUZZ_SECONDS)

soak: setup
	$(SWIFT) run gesturekit soak --events $(SOAK_EVENTS)

bench: setup
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark
	bash scripts/bench-replay.sh
	bash scripts/bench-readers.sh
	bash scripts/bench-bridge.sh

# The DocC documentation of every module with a catalog (Sources/<Module>/<Module>.docc), docc's
# warnings as errors (an unresolved symbol link fails), into .build/docs (scripts/docs.sh).
docs: setup
	SWIFT=$(SWIFT) bash scripts/docs.sh

# examples/ConsumerTests: a package depending on this one by path, tested with GestureKitTesting
# and public API only; it fails when the public API breaks what users rely on.
test-consumer: setup
	SWIFT=$(SWIFT) bash scripts/test-consumer.sh

# The examples (examples/README.md), each replaying its trace from Traces/.
examples: build
	@echo "== photo viewer (Traces/touchscreen/photo-viewer.gktrace)"
	.build/debug/photo-viewer-example
	@echo "== paged gallery, PhotoScroller style (Traces/scenes/fast-flick-at-edge.gktrace)"
	.build/debug/paged-gallery-example
	@echo "== peeking gallery (Traces/scenes/peeking-outset-drags-pager.gktrace)"
	.build/debug/peeking-gallery-example
	@echo "== tiled large image (Traces/scenes/tiles-zoom-and-pan.gktrace)"
	.build/debug/tiled-image-example

# The pictures of docs/ and the README, rendered by the project itself (docs/scroll-zoom.md shows
# each command beside its picture). docs/images/kiosk-*.png are browser screenshots instead:
# GK_SAVE_SCREENSHOT=1 scripts/test-bridge.sh (Tests/Bridge/test_browser.py).
images: build
	.build/debug/gesturekit render --plot offset Traces/touchscreen/fling-into-edge.gktrace -o docs/images/flick-into-edge.svg
	.build/debug/gesturekit render --plot offset Traces/touchscreen/pinch-in.gktrace -o docs/images/pinch-bounce.svg
	.build/debug/gesturekit render Traces/touchscreen/double-tap.gktrace -o docs/images/double-tap.svg
	.build/debug/gesturekit render Traces/touchscreen/pinch-out.gktrace -o docs/images/pinch-out.svg
	.build/debug/gesturekit render --scene Traces/scenes/photo-pager.yaml Traces/scenes/hand-over-right.gktrace -o docs/images/nested-hand-over.svg

clean:
	rm -rf .build
