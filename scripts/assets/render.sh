#!/usr/bin/env bash
# Regenerates every raster asset of the Veebiselge site from its hand-written sources.
#
#   bash scripts/assets/render.sh            # all outputs
#   bash scripts/assets/render.sh icons      # only favicon/app icons
#   bash scripts/assets/render.sh og         # only the Open Graph images (one per language)
#   bash scripts/assets/render.sh cases      # only the case-study screenshots
#
# Sources (edit these, then re-run):
#   app/icon.svg                        the mark (32x32)       -> public/favicon.ico (16/32/48 px)
#   scripts/assets/icon-square.svg      full-bleed mark        -> app/apple-icon.png (180),
#                                                                 public/icon-192.png, public/icon-512.png
#                                                                 (content stays in the 80 % safe zone, so
#                                                                 the PNGs also work as "maskable" icons)
#   scripts/assets/og-image.html        1200x630 layout        -> public/og-image.png (#et, the Estonian site's),
#                                                                 public/og-image-en.png (#en, the English site's)
#   scripts/assets/mockups/*.html       1280x2800 shop mock-ups -> public/images/case-studies/*.webp (640x1400),
#                                       their top 640x800 (*-top.webp, the before/after slider), the after shots'
#                                       top 640x360 (*-card.webp, the tester's case-study cards) and top 1280x800
#                                       as the portfolio screenshots public/images/portfolio/{elujoud,mopeedikoda}.webp
#
# The SVGs in public/ are hand-written; those with text (the logo, partner/client logos, the map, the missing-
# screenshot picture) are written in scripts/assets/svg-text/ and outlined into public/ by
# scripts/assets/outline-text.mjs. The og image shows public/logo.svg and the hero picture of public/images/hero/
# (scripts/assets/hero/render.mjs): render those first.
#
# Needs these Debian packages (as root: apt-get update && apt-get install -y chromium imagemagick webp):
#   chromium     headless rendering of the SVG/HTML sources (binary: chromium, or set $CHROMIUM)
#   imagemagick  resizing, PNG optimisation and ICO packing (/usr/bin/convert)
#   webp         cwebp for the WebP screenshots
# plus Node.js (already needed by the project) to pack the favicon PNGs into the ICO.
# The og image loads Inter from node_modules (npm install first); the mock-ups ask for Inter and fall back to
# Arial/Helvetica/sans-serif.
#
# Everything renders from local files only: no network access is needed or made.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ASSETS="$ROOT/scripts/assets"
CHROMIUM="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}"
CONVERT="${CONVERT:-/usr/bin/convert}"   # the real ImageMagick (a stub may sit earlier in PATH)
CWEBP="${CWEBP:-$(command -v cwebp || true)}"
WEBP_QUALITY="${WEBP_QUALITY:-72}"

die() { echo "render.sh: $*" >&2; exit 1; }
[ -n "$CHROMIUM" ] && [ -x "$CHROMIUM" ] || die "chromium not found (apt-get install -y chromium)"
[ -x "$CONVERT" ] || die "ImageMagick not found at $CONVERT (apt-get install -y imagemagick)"
[ -n "$CWEBP" ] || die "cwebp not found (apt-get install -y webp)"
command -v node >/dev/null || die "node not found"

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# shoot URL WIDTH HEIGHT OUT.png [transparent]
shoot() {
  local url=$1 w=$2 h=$3 out=$4 bg=()
  [ "${5:-}" = transparent ] && bg=(--default-background-color=00000000)
  "$CHROMIUM" --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
    --force-device-scale-factor=1 --no-first-run --no-default-browser-check \
    --disable-extensions --disable-background-networking --mute-audio \
    --user-data-dir="$TMP/profile" --virtual-time-budget=3000 "${bg[@]}" \
    --window-size="$w,$h" --screenshot="$out" "$url" >/dev/null 2>&1 || true
  [ -s "$out" ] || die "chromium produced no screenshot for $url"
}

# svg_png SRC.svg SIZE OUT.png [transparent]: renders an SVG scaled to SIZE x SIZE
svg_png() {
  local src=$1 size=$2 out=$3 mode=${4:-} page
  page="$TMP/svg-$size-$(basename "$src" .svg).html"
  printf '<!doctype html><html><head><style>html,body{margin:0;background:transparent}img{display:block}</style></head><body><img width="%s" height="%s" src="data:image/svg+xml;base64,%s"></body></html>' \
    "$size" "$size" "$(base64 -w0 "$src")" > "$page"
  shoot "file://$page" "$size" "$size" "$TMP/raw.png" "$mode"
  "$CONVERT" "$TMP/raw.png" -crop "${size}x${size}+0+0" +repage -strip \
    -define png:compression-level=9 -define png:exclude-chunks=date,time "$out"
}

icons() {
  echo "• favicon.ico (16/32/48) from app/icon.svg"
  for s in 16 32 48; do
    svg_png "$ROOT/app/icon.svg" "$s" "$TMP/fav-$s.png" transparent
    "$CONVERT" "$TMP/fav-$s.png" -strip "PNG32:$TMP/fav-$s.png"   # ICO entries must be 32-bit RGBA PNGs
  done
  # pack the three PNGs into one ICO (PNG-compressed entries, supported by every current browser)
  node - "$ROOT/public/favicon.ico" "$TMP/fav-16.png" "$TMP/fav-32.png" "$TMP/fav-48.png" <<'JS'
const fs = require("fs");
const [out, ...files] = process.argv.slice(2);
const pngs = files.map((f) => fs.readFileSync(f));
const head = Buffer.alloc(6 + 16 * pngs.length);
head.writeUInt16LE(0, 0); head.writeUInt16LE(1, 2); head.writeUInt16LE(pngs.length, 4);
let offset = head.length;
pngs.forEach((png, i) => {
  const w = png.readUInt32BE(16), h = png.readUInt32BE(20), e = 6 + 16 * i;
  head.writeUInt8(w >= 256 ? 0 : w, e); head.writeUInt8(h >= 256 ? 0 : h, e + 1);
  head.writeUInt16LE(1, e + 4); head.writeUInt16LE(32, e + 6);
  head.writeUInt32LE(png.length, e + 8); head.writeUInt32LE(offset, e + 12);
  offset += png.length;
});
fs.writeFileSync(out, Buffer.concat([head, ...pngs]));
JS

  echo "• app/apple-icon.png (180), public/icon-192.png, public/icon-512.png from scripts/assets/icon-square.svg"
  svg_png "$ASSETS/icon-square.svg" 180 "$ROOT/app/apple-icon.png"
  svg_png "$ASSETS/icon-square.svg" 192 "$ROOT/public/icon-192.png"
  svg_png "$ASSETS/icon-square.svg" 512 "$ROOT/public/icon-512.png"
  # opaque icons: drop the alpha channel, keep them small
  for f in "$ROOT/app/apple-icon.png" "$ROOT/public/icon-192.png" "$ROOT/public/icon-512.png"; do
    "$CONVERT" "$f" -background '#2548e0' -alpha remove -alpha off -strip \
      -define png:compression-level=9 -define png:exclude-chunks=date,time "$f"
  done
}

og() {
  local lang out size
  for lang in et en; do
    out="$ROOT/public/og-image.png"
    [ "$lang" = en ] && out="$ROOT/public/og-image-en.png"
    echo "• ${out#"$ROOT/"} (1200x630) from scripts/assets/og-image.html#$lang"
    shoot "file://$ASSETS/og-image.html#$lang" 1200 630 "$TMP/og.png"
    "$CONVERT" "$TMP/og.png" -crop 1200x630+0+0 +repage -alpha off -strip \
      -define png:compression-level=9 -define png:exclude-chunks=date,time "$out"
    size=$(stat -c %s "$out")
    if [ "$size" -gt 122880 ]; then   # keep it under 120 KB: fall back to a 256-colour palette
      "$CONVERT" "$TMP/og.png" -crop 1200x630+0+0 +repage -alpha off -dither None -colors 256 -strip \
        -define png:compression-level=9 -define png:exclude-chunks=date,time "$out"
    fi
  done
}

cases() {
  local out="$ROOT/public/images/case-studies" name
  mkdir -p "$out"
  for name in mopeedikoda-before mopeedikoda-after elujoud-before elujoud-after; do
    echo "• case-studies/$name.webp (640x1400) from scripts/assets/mockups/$name.html"
    shoot "file://$ASSETS/mockups/$name.html" 1280 2800 "$TMP/$name.png"
    "$CONVERT" "$TMP/$name.png" -crop 1280x2800+0+0 +repage -alpha off \
      -filter Lanczos -resize 640x1400 "$TMP/$name-640.png"
    "$CWEBP" -quiet -q "$WEBP_QUALITY" -m 6 -sharp_yuv -metadata none \
      "$TMP/$name-640.png" -o "$out/$name.webp"
    echo "• case-studies/$name-top.webp (640x800, the top the before/after slider shows)"
    "$CONVERT" "$TMP/$name-640.png" -crop 640x800+0+0 +repage "$TMP/$name-top.png"
    "$CWEBP" -quiet -q "$WEBP_QUALITY" -m 6 -sharp_yuv -metadata none "$TMP/$name-top.png" -o "$out/$name-top.webp"
    case "$name" in
      *-after)
        local id=${name%-after}
        echo "• case-studies/$id-card.webp (640x360) and portfolio/$id.webp (800x500)"
        "$CONVERT" "$TMP/$name-640.png" -crop 640x360+0+0 +repage "$TMP/$id-card.png"
        "$CWEBP" -quiet -q 78 -m 6 -sharp_yuv -metadata none "$TMP/$id-card.png" -o "$out/$id-card.webp"
        "$CONVERT" "$TMP/$name.png" -crop 1280x800+0+0 +repage -filter Lanczos -resize 800x500 "$TMP/$id-portfolio.png"
        "$CWEBP" -quiet -q 75 -m 6 -metadata none "$TMP/$id-portfolio.png" -o "$ROOT/public/images/portfolio/$id.webp"
        ;;
    esac
  done
}

case "${1:-all}" in
  icons) icons ;;
  og) og ;;
  cases) cases ;;
  all) icons; og; cases ;;
  *) die "unknown target '$1' (use: all, icons, og, cases)" ;;
esac
echo "done."
