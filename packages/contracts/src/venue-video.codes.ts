/**
 * Codes of the venue videos (spec §2 /videoCat): the formats a video's url has — an HLS playlist (.m3u8,
 * 'hls') or an MP4 file ('mp4'). Plain values, no TypeBox (docs/decisions/contracts-and-lint.md "Contracts: codes and
 * schemas").
 */

export const VIDEO_FORMATS = ['hls', 'mp4'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];
