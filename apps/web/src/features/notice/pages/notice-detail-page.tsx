/** /main/notice/detail?id — 公告详情 (W3 brief): article, attachments, previous/next; not-found for a bad id. */
import { ArticleDetailPage } from '../../../components/article/article-detail-page';
import { noticeDetailQuery } from '../api';

export default function NoticeDetailPage() {
  return (
    <ArticleDetailPage
      detailQuery={noticeDetailQuery}
      detailPath="/main/notice/detail"
      list={{ path: '/main/notice', label: '通知公告' }}
      kind="公告"
    />
  );
}
