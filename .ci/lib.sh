# Checks .ci/run makes before installing anything; sourced, so tests can run each one alone.

# True when a CJK font is installed. The font list is read whole before matching: under
# `set -o pipefail`, `fc-list | grep -q` fails whenever grep stops reading early and fc-list dies
# of SIGPIPE (measured: one run in four here), which reported the font missing when it was not.
has_cjk_font() {
  local fonts
  fonts=$(fc-list 2>/dev/null) || return 1
  grep -qi 'Noto Sans CJK' <<<"$fonts"
}

has_chromium() {
  command -v chromium >/dev/null 2>&1
}
