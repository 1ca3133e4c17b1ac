# chartvoice: the two commands of the README are `make demo` and `make test`.
SWIFT ?= swift
RELEASE_BIN := .build/release/chartvoice

.PHONY: all deps build release demo test bench clean

all: build

## deps: install the Debian packages chartvoice needs (espeak-ng, libespeak-ng-dev, pkg-config)
deps:
	@scripts/install-system-packages.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

## demo: build in release mode, speak the bundled example into demo.wav, print its summary
demo: release
	$(RELEASE_BIN) speak Examples/monthly-revenue.json -o demo.wav
	@echo
	$(RELEASE_BIN) describe Examples/monthly-revenue.json --level summary

## test: install what is missing, check the layout rules, run the whole test suite
test: deps
	@scripts/check-layout.sh
	@scripts/run-tests.sh

## bench: release-build benchmarks printing `name: value unit` lines (describe at 1M and 10M points,
## peak memory, and the Python pipeline side by side)
bench: deps
	@scripts/bench-describe.sh

clean:
	rm -rf .build demo.wav
