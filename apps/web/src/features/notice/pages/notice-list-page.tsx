/** 通知公告 list (catalogue.notice): keyword, year and category filters in the URL, paging. */
import { NOTICE_CATEGORIES } from '@portal/contracts/content.codes';
import { ArticleListPage } from '../../../components/article-list/article-list-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { NOTICE_LIST_RULES, noticeListQuery } from '../api';

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
