#!/bin/sh
# Makes sure an X display for the UI tests runs at $1 (e.g. :97): reuses a running X server there, else starts
# Xvfb (1280x1024x24), installing it first with apt-get when it is missing and this is root on Debian, with the
# fonts the shipped sources need (Chinese and Japanese: fonts-noto-cjk; Thai: fonts-thai-tlwg).
# Xvfb -terminate ends the server when its last client (the test runtime) leaves.
set -eu
display="${1:-:97}"
n="${display#:}"
fonts() {
  # Thai titles (makruk, Pok Deng) show as empty boxes without a Thai font
  if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=th family)" ] && [ "$(id -u)" = 0 ] \
      && command -v apt-get >/dev/null 2>&1; then
    echo "headless-display: installing the Thai and CJK fonts of the sources (apt-get)" >&2
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-thai-tlwg fonts-noto-cjk >/dev/null || true
  fi
}
fonts
if [ -e "/tmp/.X11-unix/X$n" ] && [ -e "/tmp/.X$n-lock" ] && kill -0 "$(tr -d ' ' < "/tmp/.X$n-lock")" 2>/dev/null; then
  exit 0
fi
if ! command -v Xvfb >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "headless-display: installing Xvfb and GTK 3 (apt-get) for the UI tests" >&2
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb libgtk-3-0 fonts-dejavu-core fonts-thai-tlwg fonts-noto-cjk >/dev/null
  else
    echo "headless-display: no DISPLAY and no Xvfb: install the Debian packages xvfb and libgtk-3-0, or set DISPLAY" >&2
    exit 1
  fi
fi
nohup Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp -terminate >/dev/null 2>&1 &
i=0
while [ ! -e "/tmp/.X11-unix/X$n" ] && [ "$i" -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
[ -e "/tmp/.X11-unix/X$n" ] || { echo "headless-display: Xvfb did not start on $display" >&2; exit 1; }
