/**
 * The kind-specific fields a version must carry before it can be saved (docs/decisions/content-management.md
 * "Kinds"): a banner its image (an existing `media` row) and link, a science-guide entry and an instructor
 * article their section (contracts SCIENCE_GUIDE_KINDS / GUIDER_ARTICLE_KINDS), a games news item an existing
 * games; a regulation's `policyId` only on a 政策解读 and naming an existing policy that is not itself a 解读.
 * Throws 400 naming the field (`fields.x`) with a Chinese reason; the public tables' NOT NULL columns never
 * see a missing value.
 */
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { CmsExtraFields } from '@portal/contracts/content-admin';
import { CMS_INTERPRETATION_CATEGORY, type CmsKind } from '@portal/contracts/content-admin.codes';
import { SCIENCE_GUIDE_KINDS } from '@portal/contracts/science-guide.codes';
import { GUIDER_ARTICLE_KINDS } from '@portal/contracts/sport-guider.codes';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../lib/api-error.js';

type Fields = Static<typeof CmsExtraFields>;

/** Kinds whose items need no body (a banner is an image and a link). */
export const BODYLESS_KINDS: ReadonlySet<CmsKind> = new Set(['banner']);

const oneOf = (allowed: readonly string[], value: string | undefined, field: string) => {
  if (!value || !allowed.includes(value)) throw badRequest(`fields.${field}`, `应为 ${allowed.join(' / ')} 之一`);
};

/** Checks `fields` of a version of `kind` (400 naming the field); resolves when they are complete. */
export async function checkKindFields(db: Kysely<Database>, kind: CmsKind, fields: Fields): Promise<void> {
  switch (kind) {
    case 'banner': {
      if (fields.imageMediaId === undefined) throw badRequest('fields.imageMediaId', '横幅必须有图片');
      const media = await db.selectFrom('media').select('id').where('id', '=', fields.imageMediaId).executeTakeFirst();
      if (!media) throw badRequest('fields.imageMediaId', '引用的图片不存在');
      if (!fields.linkPath) throw badRequest('fields.linkPath', '横幅必须有链接');
      return;
    }
    case 'science_guide':
      return oneOf(SCIENCE_GUIDE_KINDS, fields.section, 'section');
    case 'guider_article':
      return oneOf(GUIDER_ARTICLE_KINDS, fields.section, 'section');
    case 'games_news': {
      if (fields.gamesId === undefined) throw badRequest('fields.gamesId', '必须选择所属运动会');
      const games = await db.selectFrom('games').select('id').where('id', '=', fields.gamesId).executeTakeFirst();
      if (!games) throw badRequest('fields.gamesId', '运动会不存在');
      return;
    }
    case 'regulation': {
      if (fields.policyId === undefined) return;
      if (fields.category !== CMS_INTERPRETATION_CATEGORY)
        throw badRequest('fields.policyId', `仅“${CMS_INTERPRETATION_CATEGORY}”可关联政策`);
      const policy = await db
        .selectFrom('regulation')
        .select('category')
        .where('id', '=', fields.policyId)
        .executeTakeFirst();
      if (!policy) throw badRequest('fields.policyId', '关联的政策不存在');
      if (policy.category === CMS_INTERPRETATION_CATEGORY) throw badRequest('fields.policyId', '不能关联另一篇解读');
      return;
    }
    default:
      return;
  }
}
