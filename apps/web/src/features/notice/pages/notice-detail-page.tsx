/** 公告详情 (catalogue.noticeDetail, `?id=`): article, attachments, previous/next; not-found for a bad id. */
import { ArticleDetailPage } from '../../../components/article/article-detail-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { noticeDetailQuery } from '../api';

export default function NoticeDetailPage() {
  return (
    <ArticleDetailPage
      detailQuery={noticeDetailQuery}
      detailPage={catalogue.noticeDetail}
      listPage={catalogue.notice}
      kind="公告"
    />
  );
}
