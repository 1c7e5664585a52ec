/** 新闻详情 (catalogue.newsDetail, `?id=`): article, attachments, previous/next; not-found for a bad id. */
import { ArticleDetailPage } from '../../../components/article/article-detail-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { newsDetailQuery } from '../api';

export default function NewsDetailPage() {
  return (
    <ArticleDetailPage
      detailQuery={newsDetailQuery}
      detailPage={catalogue.newsDetail}
      listPage={catalogue.news}
      kind="新闻"
    />
  );
}
