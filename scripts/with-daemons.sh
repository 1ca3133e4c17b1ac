#!/usr/bin/env bash
# Runs a command (the test suite) with a private speech-dispatcher and a private brltty, as a user's
# screen reader and braille display have them, and stops both afterwards, also when the command
# fails or is interrupted.
#
#     scripts/with-daemons.sh swift test --filter ScreenReader
#
# speech-dispatcher runs in a folder of its own (its socket, configuration and logs), with one
# output module: speech-dispatcher's generic module, whose "synthesiser" is a script that appends
# each message's start (with its language, voice, rate and text) and end to a file, so a test reads
# back what was said, in what order, and what was cut off (a cancelled message has no end). While
# the file CHARTVOICE_TEST_SPEECHD_HOLD names exists, a message lasts (is "being spoken") until it
# is removed, so a test can send other messages while one is spoken. brltty runs with its virtual
# braille driver (`-b vr`): a test connects to the driver's socket as the display would, reads the
# cells brltty shows and presses the display's keys. Its BrlAPI socket is a free number in BrlAPI's
# fixed folder (/var/lib/BrlAPI; brltty has no option to move it), guarded by a key file in the
# private folder. Neither daemon needs systemd or D-Bus.
#
# The tests find them through CHARTVOICE_TEST_* variables, not SPEECHD_ADDRESS and BRLAPI_HOST
# themselves: every other test's chartvoice would then take the one display and the one voice, and
# the tests run in parallel. A daemon that is not installed or does not start is left out with a
# message, and the tests that need it say they are skipped.
set -uo pipefail

dir=$(mktemp -d "${TMPDIR:-/tmp}/chartvoice-daemons.XXXXXX")
speechd_pid=""
brltty_pid=""
brlapi_number=""

stop() {
  local pid
  for pid in $speechd_pid $brltty_pid; do
    kill -TERM "$pid" 2>/dev/null || continue
    # brltty ignores SIGTERM while its virtual driver waits for a display to connect.
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.2
    done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  if [[ -n "$brlapi_number" ]]; then
    rm -f "/var/lib/BrlAPI/$brlapi_number" "/var/lib/BrlAPI/.$brlapi_number"
  fi
  rm -rf "$dir"
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Waits (at most 10 s) for a file to exist.
await_file() {
  for _ in $(seq 1 50); do
    [[ -e "$1" ]] && return 0
    sleep 0.2
  done
  return 1
}

start_speech_dispatcher() {
  local modules=/usr/lib/speech-dispatcher-modules
  if ! command -v speech-dispatcher >/dev/null 2>&1 || [[ ! -x "$modules/sd_generic" ]]; then
    echo "with-daemons: speech-dispatcher is not installed (make deps); its tests are skipped" >&2
    return
  fi
  mkdir -p "$dir/speechd/modules" "$dir/speechd-logs"
  cat > "$dir/speechd/speechd.conf" <<CONF
LogLevel 3
AddModule "recorder" "sd_generic" "recorder.conf"
DefaultModule recorder
# The recorder plays nothing, but a module must open an audio output to start: libao's opens
# without a sound card.
AudioOutputMethod "libao"
CONF
  # One line a message as it starts, tab-separated: start, language, voice, rate (−100…100),
  # text; and "end" and the text when it has been "spoken".
  cat > "$dir/recorder.sh" <<SCRIPT
#!/bin/sh
printf 'start\\t%s\\t%s\\t%s\\t%s\\n' "\$1" "\$2" "\$3" "\$4" >> "$dir/said.txt"
while [ -e "$dir/hold" ]; do sleep 0.02; done
printf 'end\\t%s\\n' "\$4" >> "$dir/said.txt"
SCRIPT
  chmod +x "$dir/recorder.sh"
  {
    # \$LANGUAGE, \$VOICE, \$RATE and \$DATA are the generic module's, filled in for each message.
    echo "GenericExecuteSynth \"$dir/recorder.sh \\'\$LANGUAGE\\' \\'\$VOICE\\' \\'\$RATE\\' \\'\$DATA\\'\""
    for language in en de es fr it nl pl pt ar hi; do
      echo "GenericLanguage \"$language\" \"$language\" \"utf-8\""
      echo "AddVoice \"$language\" \"MALE1\" \"$language\""
      # A second voice, for --voice.
      echo "AddVoice \"$language\" \"FEMALE1\" \"$language-alt\""
    done
  } > "$dir/speechd/modules/recorder.conf"
  speech-dispatcher --run-single --timeout 0 --config-dir "$dir/speechd" \
    --socket-path "$dir/speechd.sock" --log-dir "$dir/speechd-logs" --pid-file "$dir/speechd.pid" \
    --module-dir "$modules" > "$dir/speechd.out" 2>&1 < /dev/null &
  speechd_pid=$!
  if await_file "$dir/speechd.sock"; then
    export CHARTVOICE_TEST_SPEECHD_ADDRESS="unix_socket:$dir/speechd.sock"
    export CHARTVOICE_TEST_SPEECHD_SAID="$dir/said.txt"
    export CHARTVOICE_TEST_SPEECHD_HOLD="$dir/hold"
  else
    echo "with-daemons: speech-dispatcher did not start; its tests are skipped:" >&2
    tail -5 "$dir/speechd.out" >&2
  fi
}

start_brltty() {
  if ! command -v brltty >/dev/null 2>&1 || [[ ! -d /var/lib/BrlAPI ]]; then
    echo "with-daemons: brltty is not installed (make deps); its tests are skipped" >&2
    return
  fi
  # A BrlAPI number no other brltty on the machine uses.
  local number
  for number in $(seq $((100 + $$ % 800)) 999); do
    [[ -e "/var/lib/BrlAPI/$number" ]] || { brlapi_number=$number; break; }
  done
  head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$dir/brlapi.key"
  # -M 1: brltty's own messages (its start message) last 10 ms, not seconds, so a client that
  # connects right after the display sees the display's size.
  brltty --no-daemon --quiet -b vr -d "server:$dir/display.sock" -x no -s no -M 1 \
    -A "host=:$brlapi_number,auth=keyfile:$dir/brlapi.key" \
    -W "$dir" -U "$dir" -P "$dir/brltty.pid" -L "$dir/brltty.log" -l notice,server > "$dir/brltty.out" 2>&1 < /dev/null &
  brltty_pid=$!
  if await_file "$dir/display.sock" && await_file "/var/lib/BrlAPI/$brlapi_number"; then
    export CHARTVOICE_TEST_BRLAPI_HOST=":$brlapi_number"
    export CHARTVOICE_TEST_BRLAPI_AUTH="$dir/brlapi.key"
    export CHARTVOICE_TEST_BRAILLE_DISPLAY="$dir/display.sock"
    # The BrlAPI server's log: which client took the display and when it gave it back.
    export CHARTVOICE_TEST_BRLTTY_LOG="$dir/brltty.log"
  else
    echo "with-daemons: brltty did not start; its tests are skipped:" >&2
    tail -5 "$dir/brltty.out" "$dir/brltty.log" >&2 2>/dev/null
  fi
}

start_speech_dispatcher
start_brltty
"$@"
