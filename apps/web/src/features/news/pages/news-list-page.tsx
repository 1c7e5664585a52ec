/** 新闻资讯 list (catalogue.news): keyword, year and category filters in the URL, paging. */
import { NEWS_CATEGORIES } from '@portal/contracts/content.codes';
import { ArticleListPage } from '../../../components/article-list/article-list-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { NEWS_LIST_RULES, newsListQuery } from '../api';

export default function NewsListPage() {
  return (
    <ArticleListPage
      title={pageHeading(catalogue.news)}
      listQuery={newsListQuery}
      detailHref={(id) => catalogue.newsDetail.href({ id })}
      categories={NEWS_CATEGORIES}
      rules={NEWS_LIST_RULES}
    />
  );
}
