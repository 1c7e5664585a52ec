/** 通知公告 list (catalogue.notice) (W3 brief): keyword, year and category filters in the URL, paging. */
import { ArticleListPage } from '../../../components/article-list/article-list-page';
import { catalogue } from '../../../config/catalogue';
import { pageHeading } from '../../../config/route-handle';
import { NOTICE_CATEGORIES, NOTICE_LIST_RULES, noticeListQuery } from '../api';

export default function NoticeListPage() {
  return (
    <ArticleListPage
      title={pageHeading(catalogue.notice)}
      listQuery={noticeListQuery}
      detailHref={(id) => catalogue.noticeDetail.href({ id })}
      categories={NOTICE_CATEGORIES}
      rules={NOTICE_LIST_RULES}
    />
  );
}
