# The two commands of the README: `make run` (the main job) and `make test` (every test).
SWIFT ?= swift
DEMO ?= Traces/touchscreen/double-tap.gktrace

.PHONY: setup build run test clean

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

clean:
	rm -rf .build
