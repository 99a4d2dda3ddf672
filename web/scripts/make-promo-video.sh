#!/usr/bin/env bash
# Regenerates the landing page's promotional video, its poster and its captions from title cards.
# Needs ffmpeg (libx264, libvpx-vp9, libwebp, drawtext) and fonts-dejavu-core:
#   apt-get install -y ffmpeg fonts-dejavu-core
set -euo pipefail

out_dir="$(cd "$(dirname "$0")/../public/media" && pwd)"
font_bold="${FONT_BOLD:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
font_regular="${FONT_REGULAR:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}"
width=960
height=540
fps=25
card_seconds=2.25
fade_seconds=0.4

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# background|text colour|title|line
cards=(
  "0xfdf8f3|0x3a2e28|Village|A community that cares, for single parents"
  "0xf9e1d1|0x7a3a1c|Childcare sharing|Share pickups, babysitting and the costs"
  "0xe2eadc|0x2f4229|Playdate planning|Fun afternoons for the children, company for you"
  "0xf6ece2|0x3a2e28|Group holidays|Travel together with families who understand"
  "0xf9e1d1|0x7a3a1c|Home swapping|Swap or rent homes with trusted members"
  "0xe2eadc|0x2f4229|Pet sitting and boarding|Loving care for the pets while you are away"
  "0xf6ece2|0x3a2e28|Wellbeing activities|Yoga, pilates and meditation for busy parents"
  "0xa04e28|0xffffff|Join Village today|Basic membership is free. Verified members only."
)

vtt="$out_dir/village-promo.en.vtt"
printf 'WEBVTT\n\n' > "$vtt"

inputs=()
filters=""
index=0
for card in "${cards[@]}"; do
  IFS='|' read -r background colour title line <<< "$card"
  printf '%s' "$title" > "$work/title-$index.txt"
  printf '%s' "$line" > "$work/line-$index.txt"
  inputs+=(-f lavfi -t "$card_seconds" -i "color=c=$background:s=${width}x${height}:r=$fps")
  fade_out_start=$(echo "$card_seconds - $fade_seconds" | bc -l)
  filters+="[$index:v]"
  filters+="drawbox=x=(iw-160)/2:y=150:w=160:h=8:color=$colour@0.35:t=fill,"
  filters+="drawtext=fontfile=$font_bold:textfile=$work/title-$index.txt:fontcolor=$colour:fontsize=64:x=(w-text_w)/2:y=200,"
  filters+="drawtext=fontfile=$font_regular:textfile=$work/line-$index.txt:fontcolor=$colour:fontsize=30:x=(w-text_w)/2:y=300,"
  filters+="fade=t=in:st=0:d=$fade_seconds,fade=t=out:st=$fade_out_start:d=$fade_seconds[v$index];"

  start=$(echo "$index * $card_seconds" | bc -l)
  end=$(echo "($index + 1) * $card_seconds" | bc -l)
  printf '00:00:%06.3f --> 00:00:%06.3f\n%s: %s\n\n' "$start" "$end" "$title" "$line" >> "$vtt"
  index=$((index + 1))
done

concat_inputs=""
for ((i = 0; i < index; i++)); do concat_inputs+="[v$i]"; done
filters+="${concat_inputs}concat=n=$index:v=1:a=0,format=yuv420p[out]"

ffmpeg -y -loglevel error "${inputs[@]}" -filter_complex "$filters" -map "[out]" \
  -c:v libx264 -profile:v high -preset veryslow -crf 30 -tune stillimage -movflags +faststart -an \
  "$out_dir/village-promo.mp4"

ffmpeg -y -loglevel error -i "$out_dir/village-promo.mp4" \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -an "$out_dir/village-promo.webm"

ffmpeg -y -loglevel error -ss 1.2 -i "$out_dir/village-promo.mp4" -frames:v 1 -vf "scale=640:-2" \
  -c:v libwebp -quality 80 "$out_dir/village-promo-poster.webp"

ls -l "$out_dir"
