# chartvoice: the two commands of the README are `make demo` and `make test`.
SWIFT ?= swift
RELEASE_BIN := .build/release/chartvoice
# The release binary carries the Swift runtime and Foundation inside it: it starts in about 9 ms
# instead of 15 (no dynamic linking of 14 Swift libraries), which `speak` and every pipeline
# that runs chartvoice once per chart would otherwise pay each time.
RELEASE_FLAGS := -c release --static-swift-stdlib

.PHONY: all deps build release demo lint test fuzz tsan asan bench bench-detail bench-truth docs-example check-html clean

all: build

# What chartvoice needs from Debian to build and to speak.
# speech-dispatcher (with its espeak-ng module) and brltty are the daemons a user's screen reader
# and braille display run; the tests start private ones (scripts/with-daemons.sh).
DEBIAN_PACKAGES := espeak-ng libespeak-ng-dev libpcaudio-dev libopusenc-dev pkg-config \
  libspeechd-dev libbrlapi-dev speech-dispatcher speech-dispatcher-espeak-ng brltty

## deps: install the Debian packages chartvoice needs when any is missing (as root; otherwise
## print the command). A fresh machine has no package lists yet: they are fetched only then.
deps:
	@missing="$$(scripts/missing-packages.sh $(DEBIAN_PACKAGES))"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" -ne 0 ]; then \
	  echo "chartvoice needs these Debian packages: $$missing" >&2; \
	  echo "Install them with:  sudo apt-get install -y $(DEBIAN_PACKAGES)" >&2; \
	  exit 1; \
	fi; \
	echo "Installing $$missing ..." >&2; \
	export DEBIAN_FRONTEND=noninteractive; \
	apt-get install -y --no-install-recommends $$missing >/dev/null 2>&1 \
	  || { apt-get update >/dev/null && apt-get install -y --no-install-recommends $$missing >/dev/null; }; \
	echo "Installed $$missing." >&2

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product chartvoice

## demo: build in release mode, speak the bundled example into demo.wav, print its summary
demo: release
	$(RELEASE_BIN) speak Examples/monthly-revenue.json --level summary -o demo.wav
	@echo
	$(RELEASE_BIN) describe Examples/monthly-revenue.json --level summary

## lint: the layout rules (scripts/check-layout.sh) and swift format's, with the committed
## .swift-format (`swift format -i -r -p Sources Tests` fixes what it can)
lint:
	@scripts/check-layout.sh
	@$(SWIFT) format lint --strict --recursive --parallel Sources Tests

## test: install what is missing, lint, run the whole test suite
test: deps lint
	@scripts/run-tests.sh

## docs-example: write the publishing example of docs/publishing.md (the HTML fragment, a plain
## HTML page and a Markdown page) with the command as it is now; `make test` checks that the
## committed files equal what it makes (DocsExampleTests)
docs-example: build
	@scripts/docs-example.sh .build/debug/chartvoice

## check-html: parse the committed HTML (goldens and the publishing example) with html5lib in
## strict mode (`pip install html5lib==1.1` first)
check-html:
	@scripts/check-html.py

## tsan: the whole test suite under ThreadSanitizer (a separate build folder)
# (The status of `swift test` is kept apart from the pipe's, which is `tee`'s: a failed build or
# test fails the target.)
tsan: deps
	@mkdir -p .build
	( CHARTVOICE_SANITIZER=thread TSAN_OPTIONS=halt_on_error=0 \
	  swift test --sanitize thread --scratch-path .build/tsan; echo $$? > .build/tsan.status ) 2>&1 \
	  | tee .build/tsan.log
	@! grep -q "WARNING: ThreadSanitizer" .build/tsan.log || { echo "error: ThreadSanitizer reported races" >&2; exit 1; }
	@exit "$$(cat .build/tsan.status)"

## asan: the whole test suite under AddressSanitizer (a separate build folder)
asan: deps
	CHARTVOICE_SANITIZER=address ASAN_OPTIONS=detect_leaks=0 \
	  swift test --sanitize address --scratch-path .build/asan

## bench: every figure of issue 18's targets beside its contender (pandas, polars, the wide CSV
## format, espeak-ng) and the ratio, one line each and nothing else on standard output
bench: deps
	@scripts/bench.sh

## bench-detail: the stages of describe at 1M and 10M points (describe-bench), the pipelines in
## process, the audio graph's render speed and instruction counts of speak against espeak-ng
bench-detail: deps
	@scripts/bench-describe.sh
	@scripts/bench-audio.sh

## bench-truth: the claims checker over every golden input, the generated benchmark and the
## shared Vega-Lite corpora; prints `false claims: K of N` and `unparsed sentences: U`
bench-truth: deps
	@scripts/bench-truth.sh

## fuzz: build the libFuzzer targets in Fuzz/ and run each for FUZZ_SECONDS (default 60)
FUZZ_SECONDS ?= 60
fuzz: deps
	@scripts/fuzz.sh $(FUZZ_SECONDS)

clean:
	rm -rf .build demo.wav
