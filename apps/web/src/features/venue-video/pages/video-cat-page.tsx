/**
 * 场馆视频 (catalogue.videoCat; spec §2 standalone page /videoCat, no shared header): the venue video
 * list (GET /api/data/venue/video/list; `?organId=` narrows it to one venue, `keyword` searches titles
 * and venue names, `pageNum` pages) beside a player for MP4 and HLS. The address keeps the chosen video
 * (`id`; absent = the first of the list), so a link opens that video; choosing one from the list puts it
 * in the player, plays it and moves focus to its title. A slim header links back to the portal.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { VenueVideo } from '@portal/contracts/venue-video';
import { ListPager } from '../../../components/list-page/list-pager';
import { PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { StandaloneHeader } from '../../../components/brand/standalone-header';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { AntdScope } from '../../../lib/antd-scope';
import { useFirstHtmlHandOver } from '../../../lib/first-html';
import { isNotFoundError } from '../../../lib/api-data';
import { VIDEO_PAGE_SIZE, videoListQuery, videoQuery } from '../api';
import { VideoList } from '../components/video-list';
import { VideoPlayer } from '../components/video-player';
import { VIDEO_URL_STATE } from '../video-query';
import { useUrlState } from '../../../lib/url-state';
import '../venue-video.css';

function VideoCatBody() {
  const [query, go] = useUrlState(VIDEO_URL_STATE, { preventScrollReset: true });
  const ids = { list: useId(), search: useId() };
  const titleRef = useRef<HTMLHeadingElement>(null);
  /** The video the visitor chose (it plays at once); a video opened from the address waits for 播放. */
  const [chosenId, setChosenId] = useState<number | null>(null);
  /** Set when the visitor chooses a video: its title takes focus once it is in the player. */
  const focusPending = useRef(false);

  const list = useQuery({
    ...videoListQuery({ organId: query.organId, keyword: query.keyword, pageNum: query.pageNum }),
    placeholderData: keepPreviousData,
  });
  const videos = list.data?.list ?? [];
  const inList = query.id === null ? undefined : videos.find((video) => video.id === query.id);
  const single = useQuery({ ...videoQuery(query.id ?? 0), enabled: query.id !== null && list.isSuccess && !inList });
  const selected: VenueVideo | null = query.id === null ? (videos[0] ?? null) : (inList ?? single.data ?? null);
  // The player's size depends on the chosen video: the server's first HTML stays until the list (and an
  // addressed video outside it) has settled, so the list is not pushed down after it shows (lib/first-html.ts).
  useFirstHtmlHandOver(!list.isPending && !single.isLoading);

  useEffect(() => {
    if (focusPending.current && selected && selected.id === chosenId) {
      focusPending.current = false;
      titleRef.current?.focus();
    }
  }, [selected, chosenId]);

  const choose = (video: VenueVideo) => {
    setChosenId(video.id);
    focusPending.current = true;
    go({ id: video.id });
  };

  const venueName = query.organId !== null ? videos[0]?.venueName : undefined;

  let player;
  if (selected)
    player = <VideoPlayer ref={titleRef} key={selected.id} video={selected} autoPlay={selected.id === chosenId} />;
  else if (query.id !== null && single.isError)
    player = (
      <p className="video-page__notice" role="alert">
        {isNotFoundError(single.error)
          ? '未找到该视频，请从列表中选择其他视频。'
          : '视频信息加载失败，请从列表中选择视频。'}
      </p>
    );
  else if (list.isSuccess && videos.length === 0) player = <p className="video-page__notice">没有可播放的视频。</p>;
  else player = <p className="video-page__notice muted-text">正在准备播放器…</p>;

  let results;
  if (list.isPending) results = <ListSkeleton rows={3} />;
  else if (list.isError) results = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (videos.length === 0)
    results = <EmptyState description={query.keyword ? '没有找到符合条件的视频，请更换关键词' : '暂无场馆视频'} />;
  else results = <VideoList videos={videos} selectedId={selected?.id ?? null} onSelect={choose} />;

  return (
    <div className="video-page">
      <StandaloneHeader />
      <main id="main-content" className="video-page__main portal-container">
        <PageTitle>场馆视频</PageTitle>
        {query.organId !== null && (
          <p className="video-page__scope">
            {venueName ? `正在查看：${venueName}的视频。` : '正在查看一个场馆的视频。'}
            <Link to={catalogue.videoCat.href()}>查看全部场馆视频</Link>
          </p>
        )}
        <div className="video-page__layout">
          <section className="video-page__player" aria-label="视频播放">
            {player}
          </section>
          <section className="video-page__list" aria-labelledby={ids.list}>
            <h2 id={ids.list} className="video-page__list-title">
              视频列表
            </h2>
            <form role="search" className="video-page__search" onSubmit={(event) => event.preventDefault()}>
              <label htmlFor={ids.search} className="visually-hidden">
                搜索视频
              </label>
              <Input.Search
                id={ids.search}
                key={query.keyword}
                defaultValue={query.keyword}
                maxLength={50}
                placeholder="输入视频标题或场馆名称"
                enterButton={<Button type="primary">搜索</Button>}
                allowClear
                onSearch={(value) => go({ keyword: value.trim(), pageNum: 1, id: null })}
              />
            </form>
            <p className="video-page__total muted-text" role="status">
              {list.data && !list.isError ? `共 ${list.data.total} 个视频` : ''}
            </p>
            <div aria-busy={list.isFetching}>{results}</div>
            {list.data && !list.isError && list.data.total > VIDEO_PAGE_SIZE && (
              <ListPager
                simple
                label="视频列表分页"
                className="video-page__pagination"
                paging={{ pageNum: query.pageNum, pageSize: VIDEO_PAGE_SIZE }}
                total={list.data.total}
                sizeChanger={false}
                onChange={(change) => 'pageNum' in change && go({ pageNum: change.pageNum, id: query.id })}
              />
            )}
          </section>
        </div>
      </main>
    </div>
  );
}

export default function VideoCatPage() {
  return (
    // Standalone page: antd's provider comes with it (lib/antd-scope), as on the login page.
    <AntdScope fallback={<p className="app-loading">正在加载…</p>} handOver={false}>
      <VideoCatBody />
    </AntdScope>
  );
}
