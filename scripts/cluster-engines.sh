#!/usr/bin/env bash
# Makes sure Debian's nginx and redis-server are installed for the cluster run (sourced by run-cluster.sh
# and test-all.sh): installs them with apt when missing and running as root, otherwise says what to do.
# Only the binaries are used: the cluster starts its own nginx and redis as children, never the services.
ensure_cluster_engines() {
  local missing=()
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
  command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ] || missing+=(redis-server)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "The cluster run needs ${missing[*]}. Install Debian's packages as root: apt-get install ${missing[*]}"
    return 1
  fi
}
