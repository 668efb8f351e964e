#!/usr/bin/env bash
# Idle cost of `gesturekit daemon`: with no touch the daemon must not wake up.
# Starts real daemons on a quiet replay (one touchpad added, then nothing for 60 s) with the
# rules of examples/desktop/gestures.yaml (so the inotify config watch runs), touchegg's D-Bus
# server on a Unix socket in a temporary directory, and the signal watch; then counts the
# voluntary + involuntary context switches of every thread (/proc/PID/task/*/status) over
# SECONDS, read from outside without waking the process. Configurations:
#   waiting      --wait-for-client, no client: the replay has not begun
#   client       a touchegg client connected (Tests/Daemon/touchegg_client.py), the replay begun
#                and asleep until its next event, 60 s on
#   scripts/daemon-idle.sh [SECONDS]        (default 10; about 2 × SECONDS + 5 s in all)
# Environment: GESTUREKIT, the binary (default .build/release/gesturekit, else .build/debug/gesturekit).
# Prints one line per configuration and per thread that woke; exits 1 when any thread woke.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-10}"
binary="${GESTUREKIT:-}"
if [[ -z "$binary" ]]; then
    binary=.build/release/gesturekit
    [[ -x "$binary" ]] || binary=.build/debug/gesturekit
fi
if [[ ! -x "$binary" ]]; then
    echo "daemon-idle: no executable $binary (run swift build, or set GESTUREKIT)" >&2
    exit 2
fi
# The touchegg client needs gi (python3-gi, from scripts/setup.sh).
python=""
for candidate in /usr/bin/python3 python3; do
    if "$candidate" -c "import gi" 2>/dev/null; then python="$candidate"; break; fi
done

work="$(mktemp -d)"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

# A touchpad appears at t = 0, rests 60 s, then holds two fingers for half a second.
device='{"capabilities":["gesture","pointer"],"kind":"touchpad","name":"idle touchpad","size_mm":[100,60],"slots":5}'
cat > "$work/quiet.gktrace" <<EOF
{"gktrace":1,"devices":[$device],"meta":{"summary":"A touchpad, then 60 s of nothing."}}
{"t":0,"dev":0,"type":"added","device":$device}
{"t":60000000,"dev":0,"type":"hold-begin","fingers":2}
{"t":60500000,"dev":0,"type":"hold-end","fingers":2}
EOF

# "name/tid switches" for every thread of $1.
thread_switches() {
    local status
    for status in /proc/"$1"/task/*/status; do
        awk '/^Name:/ { name = $2 } /^Pid:/ { tid = $2 }
             /ctxt_switches:/ { n += $2 } END { if (tid) print name "/" tid, n }' "$status" 2>/dev/null || true
    done
}

# Waits (≤ 10 s) for the file $1 to exist.
wait_for() {
    local i
    for ((i = 0; i < 1000; i++)); do [[ -e "$1" ]] && return 0; sleep 0.01; done
    echo "daemon-idle: $1 never appeared" >&2
    return 1
}

woke=0
# measure NAME PID: prints the switches of PID's threads over $seconds.
measure() {
    local name="$1" pid="$2" before after total=0 threads=0 line tid n was
    sleep 1  # the start settles: threads created, the loop asleep
    before="$(thread_switches "$pid")"
    sleep "$seconds"
    after="$(thread_switches "$pid")"
    declare -A start=()
    while read -r tid n; do [[ -n "$tid" ]] && start[$tid]=$n; done <<< "$before"
    local woken=()
    while read -r tid n; do
        [[ -n "$tid" ]] || continue
        threads=$((threads + 1))
        was="${start[$tid]:-0}"
        if ((n != was)); then woken+=("  $tid: $((n - was))"); total=$((total + n - was)); fi
    done <<< "$after"
    printf '%-8s %2d threads, %d context switches in %s s\n' "$name" "$threads" "$total" "$seconds"
    for line in "${woken[@]}"; do echo "$line"; done
    ((total == 0)) || woke=1
}

# start NAME: a daemon waiting for a touchegg client at $work/NAME; sets $daemon.
start() {
    "$binary" daemon --replay "$work/quiet.gktrace" --wait-for-client --config examples/desktop/gestures.yaml \
        --touchegg-address "unix:path=$work/$1" --duration $((seconds + 30)) > "$work/$1.out" 2> "$work/$1.err" &
    daemon=$!
    pids+=("$daemon")
    wait_for "$work/$1"
}

start waiting
measure waiting "$daemon"
kill -TERM "$daemon"; wait "$daemon" || true

if [[ -z "$python" ]]; then
    echo "client   skipped: no python3 with gi (python3-gi)"
else
    start client
    "$python" Tests/Daemon/touchegg_client.py "unix:path=$work/client" 0 --timeout $((seconds + 20)) \
        > "$work/client.signals" 2>&1 &
    pids+=("$!")
    wait_for "$work/client.signals"
    for ((i = 0; i < 1000; i++)); do grep -q ready "$work/client.signals" && break; sleep 0.01; done
    measure client "$daemon"
    kill -TERM "$daemon"; wait "$daemon" || true
fi
exit "$woke"
