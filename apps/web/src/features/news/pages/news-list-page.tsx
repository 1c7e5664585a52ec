/** /news — 新闻资讯 list (W3 brief): keyword, year and category filters in the URL, paging. */
import { NEWS_CATEGORIES } from '@portal/contracts/content.codes';
import { ArticleListPage } from '../../../components/article-list/article-list-page';
import { NEWS_LIST_RULES, newsListQuery } from '../api';

export default function NewsListPage() {
  return (
    <ArticleListPage
      title="新闻资讯"
      listQuery={newsListQuery}
      detailPath="/news/newsdetail"
      categories={NEWS_CATEGORIES}
      rules={NEWS_LIST_RULES}
    />
  );
}
