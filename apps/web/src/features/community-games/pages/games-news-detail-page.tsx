/**
 * /qmsports/news/detail?id= — 运动会新闻详情 (spec §2, §7 "community games news"): title (h1), source and
 * publishing time, the sanitized body. A missing, malformed or unknown id shows the not-found state
 * with a link back to the games' home, where the news are listed.
 */
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { ArticleDetailView } from '../../../components/article/article-detail';
import { useIdParam } from '../../../components/article/use-id-param';
import { catalogue } from '@portal/contracts/pages.codes';
import { newsDetailQuery } from '../api';
import { GamesPage } from '../components/games-page';
import { gamesNewsMeta } from '../../../components/article/detail-meta';

export default function GamesNewsDetailPage() {
  const id = useIdParam('id');
  return (
    <GamesPage>
      <DetailPageFrame
        id={id}
        detailQuery={newsDetailQuery}
        pageTitle="新闻详情"
        notFound={{ title: '新闻不存在', backTo: catalogue.qmsportsIndex.href(), backLabel: '返回运动会首页' }}
      >
        {(news) => (
          <ArticleDetailView
            title={news.title}
            meta={gamesNewsMeta(news)}
            contentHtml={news.contentHtml}
            attachments={[]}
            prev={null}
            next={null}
            hrefFor={(newsId) => catalogue.raceNewsDetail.href({ id: newsId })}
          />
        )}
      </DetailPageFrame>
    </GamesPage>
  );
}
