/**
 * Progress photos of the construction projects: a small pool of SVG pictures drawn like the other seed
 * media (../media/svg-images.ts coverSvg), one per kind and photographed stage (16 media rows whatever the
 * scale), which the timeline rows reuse with a caption of their own (as the venue photo pool does,
 * ../venue-opening/images.ts).
 */
import type { Insertable } from 'kysely';
import { BUILD_KIND_NAMES, BUILD_KINDS, type BuildKind } from '@portal/contracts/build-project.codes';
import type { MediaTable } from '../../db/tables/file.js';
import { coverSvg } from '../media/svg-images.js';
import { REFERENCE_NOW } from '../seed-settings.js';
import { KIND_PROFILES } from './build-kinds.js';

/** The timeline steps that carry a photo, in timeline order. */
export const PHOTO_STEPS = ['start', 'structure', 'completed', 'inUse'] as const;
export type PhotoStep = (typeof PHOTO_STEPS)[number];

/** The caption of each photographed step. */
export const PHOTO_CAPTIONS: Readonly<Record<PhotoStep, string>> = {
  start: '开工现场',
  structure: '施工现场',
  completed: '竣工验收',
  inUse: '投入使用',
};

export interface BuildPhotoPool {
  rows: Insertable<MediaTable>[];
  /** Media id of a kind's photo of a step. */
  mediaId(kind: BuildKind, step: PhotoStep): number;
}

/** The pool's media rows with ids from `firstId` (kinds in BUILD_KINDS order, steps in PHOTO_STEPS order). */
export function buildPhotoPool(firstId: number): BuildPhotoPool {
  const rows: Insertable<MediaTable>[] = [];
  for (const [k, kind] of BUILD_KINDS.entries()) {
    for (const [s, step] of PHOTO_STEPS.entries()) {
      const caption = `${BUILD_KIND_NAMES[kind]}·${PHOTO_CAPTIONS[step]}`;
      const body = Buffer.from(
        coverSvg({
          caption,
          subtitle: '建设项目进度照片',
          pictogram: KIND_PROFILES[kind].pictogram,
          palette: k * 4 + s,
        }),
        'utf8',
      );
      rows.push({
        id: firstId + rows.length,
        file_name: `build-${kind}-${step}.svg`,
        mime: 'image/svg+xml',
        size: body.length,
        body,
        created_at: REFERENCE_NOW.toISOString(),
      });
    }
  }
  return {
    rows,
    mediaId: (kind, step) => firstId + BUILD_KINDS.indexOf(kind) * PHOTO_STEPS.length + PHOTO_STEPS.indexOf(step),
  };
}
