#!/usr/bin/env bash
# Installs Debian's Chromium and CJK fonts for the e2e journeys when they are missing (browser downloads are
# blocked on these machines; Debian's packages are not). Without root it says exactly what to install.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'noto sans cjk' || need+=(fonts-noto-cjk)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing for the browser tests: ${need[*]}. Install them with: sudo apt-get install -y --no-install-recommends ${need[*]}" >&2
  exit 1
fi
echo "Installing ${need[*]} from Debian…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
