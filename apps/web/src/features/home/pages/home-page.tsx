/**
 * The home page (catalogue.home): the venue finder (above the fold on desktop and phone), the latest news
 * (with covers) and notices, the banner carousel, the policies (with status tags), and entry cards to every
 * section. The banner follows the news so that at 200 % zoom the first news link is within two screens
 * (the carousel alone is a third of a screen there). The h1 is visually hidden. It is the first
 * load, so it stays light: no rich-text sanitizer, no tables, lazy images with width/height.
 */
import { useQuery } from '@tanstack/react-query';
import { ContentPage, PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading, SITE_NAME } from '../../../config/route-handle';
import { bannersQuery, HOME_LATEST_COUNT, latestNewsQuery, latestNoticesQuery, latestPoliciesQuery } from '../api';
import { BannerCarousel } from '../../../components/banner/banner-carousel';
import { HomeBlock } from '../components/home-block';
import {
  LatestNewsList,
  LatestNewsLoadingRows,
  LatestNoticeList,
  LatestRegulationList,
} from '../components/latest-lists';
import { SectionEntries } from '../components/section-entries';
import { VenueFinder } from '../components/venue-finder';
import '../components/home.css';

function Banners() {
  const { data, isPending } = useQuery(bannersQuery());
  // Banners are decoration: a failure simply leaves them out, the news below is what matters.
  if (isPending) return <div className="home-banner-placeholder" aria-hidden="true" />;
  return <BannerCarousel banners={data ?? []} />;
}

export default function HomePage() {
  const news = useQuery(latestNewsQuery());
  const notices = useQuery(latestNoticesQuery());
  const policies = useQuery(latestPoliciesQuery());
  return (
    <ContentPage className="home-page">
      <PageTitle hidden>{`${SITE_NAME}${pageHeading(catalogue.home)}`}</PageTitle>
      <VenueFinder />
      <div className="home-grid">
        <HomeBlock
          section={catalogue.news}
          result={news}
          className="home-block-news"
          loadingRows={<LatestNewsLoadingRows count={HOME_LATEST_COUNT} />}
          renderItems={(items) => <LatestNewsList items={items} />}
        />
        <HomeBlock
          section={catalogue.notice}
          result={notices}
          renderItems={(items) => <LatestNoticeList items={items} />}
        />
      </div>
      <Banners />
      <HomeBlock
        section={catalogue.regulation}
        result={policies}
        renderItems={(items) => <LatestRegulationList items={items} />}
      />
      <SectionEntries />
    </ContentPage>
  );
}
