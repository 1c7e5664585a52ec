#!/usr/bin/env bash
# Regenerates the venue sample clip the seed's video list points at (issue 3 "/videoCat": "the seed
# carries a short sample clip the project made itself"):
#   apps/web/public/media/videos/venue-sample.mp4            MP4 (H.264, faststart), 12 s, no sound
#   apps/web/public/media/videos/venue-sample/index.m3u8     HLS VOD playlist, fMP4 segments:
#   apps/web/public/media/videos/venue-sample/init.mp4 + seg-0.m4s .. seg-2.m4s (4 s each)
#
# The picture is an animated title card drawn here from ffmpeg's own sources (a slowly turning red
# gradient, running-track lanes with a runner, the title 全民健身场馆 sliding in, a seconds counter);
# the only outside asset is the Noto Sans CJK SC font (SIL OFL) used to set the text (its regular
# weight: drawtext's fontconfig lookup does not take a style here, so the title gets a 1 px outline).
#
# Codec: H.264 Constrained Baseline 3.0 (avc1.42C01E), yuv420p, 640x360, 25 fps, keyframe every 2 s.
# Debian's /usr/bin/chromium (156) plays H.264 in MP4 and in HLS fMP4 (checked with video.canPlayType
# and a real play to the 'playing' event); it is also what Safari/iOS play natively.
#
# Needs: ffmpeg with libx264, libfreetype+fontconfig (drawtext) and fonts-noto-cjk. On Debian/Ubuntu:
#   apt-get install -y ffmpeg fonts-noto-cjk
# Run from anywhere: bash apps/web/scripts/make-sample-video.sh   (CI does not run it; the output is committed.)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/../public/media/videos"
hls="$out/venue-sample"
font="Noto Sans CJK SC"
duration=12

command -v ffmpeg >/dev/null || { echo "ffmpeg is not installed (apt-get install -y ffmpeg fonts-noto-cjk)" >&2; exit 1; }
fc-list : family | grep "Noto Sans CJK SC" >/dev/null || { echo "font Noto Sans CJK SC missing (apt-get install -y fonts-noto-cjk)" >&2; exit 1; }

mkdir -p "$out"
rm -rf "$hls"
mkdir -p "$hls"

# Text layers (drawtext): title slides up and fades in during the first second, the subtitle follows,
# the runner (a gold dot) laps the track every 5 s, a counter shows the second in the top right.
text="fontcolor=white:font='$font'"
filter="\
drawbox=x=0:y=268:w=iw:h=2:color=white@0.45:t=fill,\
drawbox=x=0:y=300:w=iw:h=2:color=white@0.45:t=fill,\
drawbox=x=0:y=332:w=iw:h=2:color=white@0.45:t=fill,\
drawtext=text='●':fontsize=26:fontcolor=0xffd666:font='$font':x='mod(t*136\,w+40)-40':y=272,\
drawtext=text='●':fontsize=26:fontcolor=white:font='$font':x='mod(t*96+300\,w+40)-40':y=304,\
drawtext=text='全民健身场馆':fontsize=60:borderw=1:bordercolor=white:$text:x=(w-tw)/2:y='92+36*max(0\,1-t)':alpha='min(1\,t)',\
drawtext=text='公共体育场馆免费低收费开放':fontsize=26:$text:x=(w-tw)/2:y=182:alpha='max(0\,min(1\,t-1.2))',\
drawtext=text='示例视频 · 项目自制':fontsize=18:$text:x=20:y=20:alpha=0.9,\
drawtext=text='%{eif\:t\:d\:2} / $duration 秒':fontsize=18:$text:x=w-tw-20:y=20:alpha=0.9,\
fade=t=in:st=0:d=0.4,fade=t=out:st=$((duration - 1)).4:d=0.6,format=yuv420p"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=640x360:r=25:d=$duration:c0=0x8f1016:c1=0xd8402a:x0=0:y0=0:x1=640:y1=360:speed=0.004:seed=7" \
  -vf "$filter" \
  -c:v libx264 -profile:v baseline -level 3.0 -preset slow -crf 27 -g 50 -keyint_min 50 -sc_threshold 0 -threads 1 \
  -an -map_metadata -1 -fflags +bitexact -flags:v +bitexact -movflags +faststart \
  "$out/venue-sample.mp4"

# The same frames cut into 4 s fMP4 segments (no re-encode: the keyframes every 2 s line up).
ffmpeg -hide_banner -loglevel error -y -i "$out/venue-sample.mp4" -c copy -map_metadata -1 -fflags +bitexact \
  -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type fmp4 \
  -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$hls/seg-%d.m4s" \
  "$hls/index.m3u8"

du -b "$out/venue-sample.mp4" "$hls"/*
