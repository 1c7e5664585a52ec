/** /main/notice — 通知公告 list (W3 brief): keyword, year and category filters in the URL, paging. */
import { NOTICE_CATEGORIES } from '@portal/contracts/content.codes';
import { ArticleListPage } from '../../../components/article-list/article-list-page';
import { NOTICE_LIST_RULES, noticeListQuery } from '../api';

export default function NoticeListPage() {
  return (
    <ArticleListPage
      title="通知公告"
      listQuery={noticeListQuery}
      detailPath="/main/notice/detail"
      categories={NOTICE_CATEGORIES}
      rules={NOTICE_LIST_RULES}
    />
  );
}
