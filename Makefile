# The two commands of the README: `make run` (the main job) and `make test` (every test).
SWIFT ?= swift
DEMO ?= Traces/touchscreen/double-tap.gktrace

.PHONY: setup build run test examples clean

setup:
	@bash scripts/setup.sh

build: setup
	$(SWIFT) build

run: build
	@echo "== $(DEMO): what was recognized, what the scroll/zoom controller did, where it ended"
	.build/debug/gesturekit replay --no-did-scroll $(DEMO)

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test

# The examples (examples/README.md), each replaying its trace from Traces/.
examples: build
	@echo "== photo viewer (Traces/touchscreen/photo-viewer.gktrace)"
	.build/debug/photo-viewer-example
	@echo "== paged gallery (Traces/touchscreen/gallery-swipes.gktrace)"
	.build/debug/paged-gallery-example

clean:
	rm -rf .build
