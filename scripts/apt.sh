# Sourced by the ensure-*.sh scripts: Debian packages through apt-get, as root or with sudo.
#   apt_sudo LABEL HINT PACKAGE…   sets SUDO (empty as root), or exits 1 saying how to install
#   apt_install LABEL PACKAGE…     apt-get update && apt-get install (no recommends)

apt_sudo() {
  local label=$1 hint=$2
  shift 2
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "$label: missing Debian packages $*, and apt-get is not available." >&2
    echo "$hint" >&2
    exit 1
  fi
  SUDO=()
  [ "$(id -u)" -eq 0 ] && return 0
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
    echo "$label: not root, installing with sudo"
  else
    echo "$label: installing $* needs root and sudo is not available." >&2
    echo "As root run: apt-get update && apt-get install -y --no-install-recommends $*" >&2
    exit 1
  fi
}

apt_install() {
  local label=$1
  shift
  echo "$label: installing $* (apt-get update && apt-get install)"
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@"
}
