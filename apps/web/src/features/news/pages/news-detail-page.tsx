/** /news/newsdetail?id — 新闻详情 (W3 brief): article, attachments, previous/next; not-found for a bad id. */
import { ArticleDetailPage } from '../../../components/article/article-detail-page';
import { newsDetailQuery } from '../api';

export default function NewsDetailPage() {
  return (
    <ArticleDetailPage
      detailQuery={newsDetailQuery}
      detailPath="/news/newsdetail"
      list={{ path: '/news', label: '新闻资讯' }}
      kind="新闻"
    />
  );
}
