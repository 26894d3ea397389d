#!/usr/bin/env bash
# Regenerates the demo media shipped with the seed. Needs ffmpeg and ImageMagick 6 with
# Pango (for shaped Arabic text); CI and production never run it, they use the files
# committed beside this script. Everything is drawn, nothing is downloaded.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p subjects teachers blogs videos

# card <out> <width> <height> <from> <to> <pango markup>
card() {
  local out=$1 w=$2 h=$3 from=$4 to=$5 markup=$6
  convert -size "${w}x${h}" gradient:"$from"-"$to" \
    -fill 'rgba(255,255,255,0.10)' \
    -draw "circle $((w * 85 / 100)),$((h * 15 / 100)) $((w * 85 / 100 + h / 4)),$((h * 15 / 100))" \
    -draw "circle $((w * 12 / 100)),$((h * 90 / 100)) $((w * 12 / 100 + h / 5)),$((h * 90 / 100))" \
    -fill 'rgba(255,255,255,0.06)' \
    -draw "roundrectangle $((w / 10)),$((h / 8)) $((w * 9 / 10)),$((h * 7 / 8)) 24,24" \
    \( +size -background none pango:"$markup" -trim +repage \) -gravity center -composite \
    -strip -quality 78 "$out"
}

glyph() { echo "<span foreground=\"white\" font=\"$1\">$2</span>"; }

card subjects/arabic.webp 400 300 '#0f766e' '#134e4a' "$(glyph 'Noto Naskh Arabic Bold 110' 'ض')"
card subjects/english.webp 400 300 '#1d4ed8' '#1e3a8a' "$(glyph 'DejaVu Serif Bold 96' 'Aa')"
card subjects/mathematics.webp 400 300 '#b45309' '#78350f' "$(glyph 'DejaVu Sans Bold 72' 'π √ ∑')"
card subjects/science.webp 400 300 '#15803d' '#14532d' "$(glyph 'DejaVu Sans Bold 110' '⚛')"
card subjects/islamic.webp 400 300 '#047857' '#064e3b' "$(glyph 'Noto Naskh Arabic Bold 64' 'اقرأ')"
card subjects/social.webp 400 300 '#9a3412' '#7c2d12' "$(glyph 'DejaVu Sans Bold 110' '🌍︎')"
card subjects/physics.webp 400 300 '#4338ca' '#312e81' "$(glyph 'DejaVu Serif Bold 54' 'E = mc²')"
card subjects/chemistry.webp 400 300 '#7e22ce' '#581c87' "$(glyph 'DejaVu Sans Bold 80' 'H₂O')"
card subjects/biology.webp 400 300 '#0e7490' '#164e63' "$(glyph 'DejaVu Sans Bold 96' 'DNA')"

card blogs/study-plan.webp 800 450 '#0f766e' '#1e3a8a' "$(glyph 'Noto Naskh Arabic Bold 110' 'خطة الدراسة')"
card blogs/tawjihi.webp 800 450 '#b45309' '#7c2d12' "$(glyph 'Noto Naskh Arabic Bold 110' 'التوجيهي')"
card blogs/reading.webp 800 450 '#4338ca' '#0e7490' "$(glyph 'Noto Naskh Arabic Bold 110' 'القراءة')"

# Abstract portraits: a head and shoulders silhouette on a coloured disc.
avatar() {
  local out=$1 bg=$2 fg=$3
  convert -size 256x256 xc:"$bg" \
    -fill "$fg" -draw 'circle 128,104 128,56' \
    -draw 'ellipse 128,250 84,70 180,360' \
    -strip -quality 80 "$out"
}
avatar teachers/teacher-1.webp '#ccfbf1' '#0f766e'
avatar teachers/teacher-2.webp '#fde68a' '#b45309'
avatar teachers/teacher-3.webp '#dbeafe' '#1d4ed8'
avatar teachers/teacher-4.webp '#fce7f3' '#be185d'
avatar teachers/teacher-5.webp '#ede9fe' '#6d28d9'
avatar teachers/teacher-6.webp '#dcfce7' '#15803d'
avatar teachers/default-teacher.webp '#e5e7eb' '#6b7280'

# Five-second lesson clips: H.264 baseline, no audio, moov atom first for streaming.
clip() {
  local out=$1 color=$2 label=$3
  ffmpeg -loglevel error -y -f lavfi -i "color=c=${color}:s=320x180:d=5:r=24" \
    -vf "drawbox=x='mod(t*64,320)-40':y=130:w=40:h=12:color=white@0.8:t=fill,drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf:text='${label}':fontcolor=white:fontsize=26:x=(w-text_w)/2:y=60,drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf:text='%{eif\:t+1\:d} / 5':fontcolor=white@0.8:fontsize=16:x=(w-text_w)/2:y=100" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 30 -preset veryslow \
    -an -movflags +faststart "$out"
}
clip videos/lesson-1.mp4 '#0f766e' 'Madrasa Lesson 1'
clip videos/lesson-2.mp4 '#1d4ed8' 'Madrasa Lesson 2'
clip videos/lesson-3.mp4 '#b45309' 'Madrasa Lesson 3'

# One lesson of a minute and more, so resuming, captions and the video ladder can be shown:
# a chalkboard written step by step (lesson-board.ass, drawn by libass, which shapes Arabic)
# over a voice-like tone in five-second phrases, 640x360 for a 240p and a 360p rung, H.264
# Main with mono AAC. Its captions (lesson-board.ar.vtt, lesson-board.en.vtt) follow the
# same phrases; the seed gives them to grade 12 mathematics (seed-materials.ts).
voice="(0.22*sin(2*PI*170*t)+0.12*sin(2*PI*340*t)+0.06*sin(2*PI*510*t))"
ffmpeg -loglevel error -y -f lavfi -i "color=c=#1f3d2e:s=640x360:d=75:r=12" \
  -f lavfi -i "aevalsrc='${voice}*(0.55+0.45*sin(2*PI*3.3*t))*gt(mod(t,5),0.8)*lt(t,74.5)':s=22050:d=75" \
  -vf "subtitles=videos/lesson-board.ass" \
  -c:v libx264 -profile:v main -pix_fmt yuv420p -crf 30 -preset veryslow \
  -x264-params keyint=24:min-keyint=24:scenecut=0 \
  -c:a aac -b:a 24k -ac 1 -ar 22050 -movflags +faststart -shortest videos/lesson-board.mp4
