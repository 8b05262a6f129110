#!/usr/bin/env bash
# Regenerates the app's PNG icons in public/icons/ from the emblem in public/favicon.svg (the
# fleur-de-lis on a blue shield). Needs rsvg-convert (Debian: librsvg2-bin). The PNGs are
# committed; run this only after changing the emblem.
#
#   icon-192.png, icon-512.png      purpose "any": the shield on a transparent background
#   maskable-192.png, maskable-512.png  purpose "maskable": full-bleed paper background, the shield
#                                   inside the central safe zone (a circle of 80 % of the width)
#   apple-touch-icon.png (180)      opaque (iOS fills transparency with black), like maskable
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/icons
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The favicon's drawing (everything between its <title> and </svg>), reused as is.
emblem="$(sed -n '/<\/title>/,/<\/svg>/p' public/favicon.svg | sed '1d;$d')"
paper="#f6f0e1"

# $1 file, $2 background (or "none"), $3 emblem size in % of the 64-unit canvas (centred).
write_svg() {
  local file="$1" bg="$2" pct="$3"
  local scale offset
  scale="$(awk -v p="$pct" 'BEGIN { printf "%.4f", p / 100 }')"
  offset="$(awk -v p="$pct" 'BEGIN { printf "%.4f", 32 - 32 * p / 100 }')"
  {
    echo '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64">'
    [ "$bg" = none ] || echo "  <rect width=\"64\" height=\"64\" fill=\"$bg\"/>"
    echo "  <g transform=\"translate($offset $offset) scale($scale)\">"
    echo "$emblem"
    echo '  </g>'
    echo '</svg>'
  } >"$file"
}

# "any": the shield nearly fills the square (it is 58 units tall on the 64-unit canvas).
write_svg "$tmp/any.svg" none 100
# maskable: the shield's farthest points from the centre are its top corners (6,10) and (58,10),
# 34 units away plus 1.5 of stroke; scaled by 0.66 that is 23.5 units, inside the safe-zone
# circle of radius 0.4 * 64 = 25.6 units.
write_svg "$tmp/maskable.svg" "$paper" 66
# apple-touch-icon: opaque, a little padding.
write_svg "$tmp/apple.svg" "$paper" 82

# rsvg-convert does not resolve <use href> without xlink in old versions: use both spellings.
sed -i 's/<use href=/<use xlink:href=/' "$tmp"/*.svg

rsvg-convert -w 192 -h 192 "$tmp/any.svg" -o "$out/icon-192.png"
rsvg-convert -w 512 -h 512 "$tmp/any.svg" -o "$out/icon-512.png"
rsvg-convert -w 192 -h 192 "$tmp/maskable.svg" -o "$out/maskable-192.png"
rsvg-convert -w 512 -h 512 "$tmp/maskable.svg" -o "$out/maskable-512.png"
rsvg-convert -w 180 -h 180 "$tmp/apple.svg" -o "$out/apple-touch-icon.png"
ls -l "$out"
