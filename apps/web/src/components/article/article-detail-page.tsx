/**
 * The detail page of an article section — news and notice details (`?id=`) share it. Meta line: 来源, 作者, 发布时间
 * (YYYY-MM-DD HH:mm in Asia/Shanghai), 浏览次数. Shape: contracts `ArticleDetail`.
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ArticleDetail } from '@portal/contracts/content';
import { pageHeading } from '../../config/route-handle';
import type { PageEntry } from '@portal/contracts/pages.codes';
import { articleMeta } from './detail-meta';
import { ArticleDetailView } from './article-detail';
import { DetailPageFrame } from './detail-page-frame';
import { useIdParam } from './use-id-param';

export interface ArticleDetailPageProps<K extends QueryKey> {
  detailQuery: (id: number) => UseQueryOptions<ArticleDetail, Error, ArticleDetail, K>;
  /** This page's catalogue entry, e.g. catalogue.newsDetail (previous/next links). */
  detailPage: PageEntry<{ id: number }>;
  /** The section list's catalogue entry, e.g. catalogue.news (the not-found link back, named by its title). */
  listPage: PageEntry;
  /** What one record is called, e.g. '新闻' or '公告'. */
  kind: string;
}

export function ArticleDetailPage<K extends QueryKey>({
  detailQuery,
  detailPage,
  listPage,
  kind,
}: ArticleDetailPageProps<K>) {
  const id = useIdParam('id');
  return (
    <DetailPageFrame
      id={id}
      detailQuery={detailQuery}
      pageTitle={`${kind}详情`}
      notFound={{ title: `未找到该${kind}`, backTo: listPage.href(), backLabel: `返回${pageHeading(listPage)}列表` }}
    >
      {(article) => (
        <ArticleDetailView
          title={article.title}
          meta={articleMeta(article)}
          contentHtml={article.contentHtml}
          attachments={article.attachments}
          prev={article.prev}
          next={article.next}
          hrefFor={(neighbourId) => detailPage.href({ id: neighbourId })}
        />
      )}
    </DetailPageFrame>
  );
}
