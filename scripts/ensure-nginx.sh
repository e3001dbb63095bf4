#!/usr/bin/env bash
# Installs Debian's nginx when it is missing, for the `failover` bench suite (nginx in front of several instances,
# deploy/nginx.conf). Only the binary is used: the suite runs its own nginx on free ports with a generated
# configuration, as the user it runs as; the package's own service is left stopped. Without root it says exactly
# what to install.
set -euo pipefail
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing for the failover bench: nginx. Install it with: sudo apt-get install -y --no-install-recommends nginx-light" >&2
  exit 1
fi
echo "Installing nginx from Debian…"
apt-get update -qq
# The package starts its service on port 80 when installed: told not to, nothing of the machine's changes.
printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
chmod +x /usr/sbin/policy-rc.d
trap 'rm -f /usr/sbin/policy-rc.d' EXIT
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light >/dev/null || \
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
