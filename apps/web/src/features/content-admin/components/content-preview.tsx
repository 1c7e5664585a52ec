/**
 * A version as its public page will show it (docs/decisions/content-management.md "Preview by kind"), in a
 * frame as wide as the page or as a 375 px phone. Each kind renders through the same view and the same meta
 * builders as its public page (components/article/detail-meta.tsx): news and notices with 来源/作者/发布时间,
 * a regulation with its facts box, a case with its region, a science-guide entry with its section, an
 * instructor article with its by-line, a games news item with its source; a banner as the home page's
 * carousel slide. Attachments link to their files as on the public page (size unknown before publishing:
 * shown as 0). A draft has no view count, so none is shown.
 */
import { Segmented } from 'antd';
import { useState, type ReactNode } from 'react';
import type { CmsSaveBody } from '@portal/contracts/content-admin';
import type { CmsKind } from '@portal/contracts/content-admin.codes';
import { SCIENCE_GUIDE_KINDS, type ScienceGuideKind } from '@portal/contracts/science-guide.codes';
import { GUIDER_ARTICLE_KINDS, type GuiderArticleKind } from '@portal/contracts/sport-guider.codes';
import { ArticleDetailView, type MetaItem } from '../../../components/article/article-detail';
import {
  articleMeta,
  caseMeta,
  gamesNewsMeta,
  guidanceMeta,
  guiderByline,
  regulationFacts,
  regulationMeta,
  scienceGuideMeta,
} from '../../../components/article/detail-meta';
import { InfoBox } from '../../../components/article/info-box';
import { RichText } from '../../../components/article/rich-text';
import { BannerCarousel } from '../../../components/banner/banner-carousel';
import { PageTitle } from '../../../components/page/content-page';

const WIDTHS = [
  { value: 'desktop', label: '桌面' },
  { value: 'phone', label: '手机（375 像素）' },
];

/** A value of `list`, or undefined for anything else (a draft's free-text section). */
function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | undefined {
  return list.find((entry) => entry === value);
}

/** The public detail's meta line and facts box of `kind`, built from the version's fields. */
function articleParts(kind: CmsKind | '', v: CmsSaveBody): { meta: MetaItem[]; info?: ReactNode } {
  const f = v.fields ?? {};
  const publishTime = v.publishTime ?? null;
  const source = v.source ?? '';
  switch (kind) {
    case 'regulation':
      return {
        meta: regulationMeta({ category: f.category ?? '规范性文件' }),
        info: (
          <InfoBox
            items={regulationFacts({
              issuingBody: source,
              documentNumber: f.documentNumber ?? '',
              publishDate: publishTime,
              effectiveDate: f.effectiveDate ?? publishTime,
              status: f.validity ?? '现行有效',
            })}
          />
        ),
      };
    case 'guidance':
      return { meta: guidanceMeta({ publishTime }) };
    case 'fitness_case':
      return { meta: caseMeta({ region: f.region ?? '', publishTime }) };
    case 'games_news':
      return { meta: gamesNewsMeta({ source, publishTime }) };
    case 'science_guide': {
      const section: ScienceGuideKind = oneOf(SCIENCE_GUIDE_KINDS, f.section) ?? 'knowledge';
      const meta = scienceGuideMeta({
        kind: section,
        category: f.category ?? '',
        speaker: f.author ?? '',
        publishDate: publishTime,
      });
      return { meta };
    }
    default:
      return { meta: articleMeta({ source, author: f.author ?? '', publishTime }) };
  }
}

/** The public view of `version` as `kind` (module comment). */
function PublicView({ kind, version }: { kind: CmsKind | ''; version: CmsSaveBody }) {
  const f = version.fields ?? {};
  if (kind === 'banner') {
    const imageUrl = f.imageMediaId ? `/api_/ow/file/${f.imageMediaId}` : '';
    if (!imageUrl) return <p className="muted-text">填写横幅图片（文件编号）后可预览。</p>;
    return <BannerCarousel banners={[{ id: 0, title: version.title, imageUrl, linkPath: f.linkPath ?? '/' }]} />;
  }
  if (kind === 'guider_article') {
    const section: GuiderArticleKind = oneOf(GUIDER_ARTICLE_KINDS, f.section) ?? 'notice';
    return (
      <article>
        <PageTitle>{version.title}</PageTitle>
        <p className="muted-text">
          {guiderByline({ kind: section, source: version.source ?? '', publishDate: version.publishTime ?? null })}
        </p>
        <RichText html={version.bodyHtml} />
      </article>
    );
  }
  const { meta, info } = articleParts(kind, version);
  const attachments = (version.attachments ?? []).map((a) => ({
    id: a.mediaId,
    fileName: a.fileName,
    url: `/api_/ow/file/${a.mediaId}`,
    size: 0,
  }));
  return (
    <ArticleDetailView
      title={version.title}
      meta={meta}
      info={info}
      contentHtml={version.bodyHtml}
      attachments={attachments}
      prev={null}
      next={null}
      hrefFor={() => '#'}
    />
  );
}

/** The preview of `version` (the form's current values or a saved version) as an item of `kind`. */
export function ContentPreview({ kind, version }: { kind: CmsKind | ''; version: CmsSaveBody }) {
  const [width, setWidth] = useState('desktop');
  return (
    <section className="cms-preview" aria-label="预览">
      <Segmented aria-label="预览宽度" options={WIDTHS} value={width} onChange={(v) => setWidth(String(v))} />
      <div className={`cms-preview-frame cms-preview-frame--${width}`}>
        <PublicView kind={kind} version={version} />
      </div>
    </section>
  );
}
