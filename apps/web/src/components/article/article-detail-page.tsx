/**
 * The detail page of an article section — news (/news/newsdetail?id) and notices
 * (/main/notice/detail?id) share it (W3 brief). Meta line: 来源, 作者, 发布时间 (YYYY-MM-DD HH:mm in
 * Asia/Shanghai), 浏览次数. Shape: contracts `ArticleDetail`.
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ArticleDetail } from '@portal/contracts/content';
import { formatDateTime } from '../../lib/format-date';
import { ArticleDetailView } from './article-detail';
import { DetailPageFrame } from './detail-page-frame';
import { useIdParam } from './use-id-param';

export interface ArticleDetailPageProps<K extends QueryKey> {
  detailQuery: (id: number) => UseQueryOptions<ArticleDetail, Error, ArticleDetail, K>;
  /** This page's route, e.g. '/news/newsdetail' (previous/next links get `?id=`). */
  detailPath: string;
  /** The section list, e.g. { path: '/news', label: '新闻资讯' }. */
  list: { path: string; label: string };
  /** What one record is called, e.g. '新闻' or '公告'. */
  kind: string;
}

export function ArticleDetailPage<K extends QueryKey>({
  detailQuery,
  detailPath,
  list,
  kind,
}: ArticleDetailPageProps<K>) {
  const id = useIdParam('id');
  return (
    <DetailPageFrame
      id={id}
      detailQuery={detailQuery}
      pageTitle={`${kind}详情`}
      notFound={{ title: `未找到该${kind}`, backTo: list.path, backLabel: `返回${list.label}列表` }}
    >
      {(article) => (
        <ArticleDetailView
          title={article.title}
          meta={[
            { label: '来源', value: article.source },
            { label: '作者', value: article.author },
            { label: '发布时间', value: formatDateTime(article.publishTime) },
            { label: '浏览次数', value: article.viewCount },
          ]}
          contentHtml={article.contentHtml}
          attachments={article.attachments}
          prev={article.prev}
          next={article.next}
          hrefFor={(neighbourId) => `${detailPath}?id=${neighbourId}`}
        />
      )}
    </DetailPageFrame>
  );
}
