#!/bin/bash
# Start Chromium as a full-screen kiosk on the GestureKit page, with the browser's own
# touch gestures (pinch zoom, swipe back/forward) turned off so that only GestureKit
# interprets them. Run inside a Wayland compositor, e.g. `cage -- kiosk-browser.sh`.
#
# Environment (all optional):
#   KIOSK_URL       page to open            (default http://127.0.0.1:8765/)
#   KIOSK_PROFILE   Chromium profile folder (default $HOME/.cache/gesturekit-kiosk)
#   KIOSK_WAIT      seconds to wait for the page's server (default 30)
#   CHROMIUM        browser binary          (default chromium)
#
# The URL's host must be written exactly as in `gesturekit serve --listen`
# (127.0.0.1, not localhost): the bridge only accepts WebSocket connections whose
# Origin is the page's own origin unless --allow-origin says otherwise.
set -eu
# (bash, not sh: the wait below uses bash's /dev/tcp.)

url=${KIOSK_URL:-http://127.0.0.1:8765/}
profile=${KIOSK_PROFILE:-${HOME:-/tmp}/.cache/gesturekit-kiosk}
wait_s=${KIOSK_WAIT:-30}
browser=${CHROMIUM:-chromium}

# gesturekit.service is "started" as soon as its process runs, not when it listens.
# Wait until the page answers, so the browser does not show an error page.
hostport=${url#*://}
hostport=${hostport%%/*}
host=${hostport%:*}
port=${hostport##*:}
[ "$port" = "$hostport" ] && port=80
i=0
while ! (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null; do
    i=$((i + 1))
    if [ "$i" -ge $((wait_s * 5)) ]; then
        echo "kiosk-browser: nothing listens on $host:$port after ${wait_s} s; starting the browser anyway" >&2
        break
    fi
    sleep 0.2
done

mkdir -p "$profile"

exec "$browser" \
    --ozone-platform=wayland \
    --kiosk \
    --app="$url" \
    --user-data-dir="$profile" \
    --no-first-run \
    --noerrdialogs \
    --disable-session-crashed-bubble \
    --disable-pinch \
    --overscroll-history-navigation=0 \
    --disable-features=TouchpadOverscrollHistoryNavigation \
    --password-store=basic \
    "$@"
