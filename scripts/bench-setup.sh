# Sourced by the `make bench` scripts: the repository root as the working directory, the folder
# for generated data and results (.build/bench, not in git), and `pin` — the command prefix that
# runs a process on one core, as the issue measures, when taskset exists.
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
work="$root/.build/bench"
mkdir -p "$work"
pin=()
if command -v taskset >/dev/null 2>&1; then pin=(taskset -c 0); fi
