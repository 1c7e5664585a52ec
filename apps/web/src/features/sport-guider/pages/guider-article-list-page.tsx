/**
 * The lists of the section's articles (policy, notice, association or training; contracts
 * GUIDER_ARTICLE_KINDS; the route gives the kind, app/routes.ts): keyword and page in the address, newest first; each title opens
 * socialSportDetail with this list's name as its `from` crumb (spec §2 "Breadcrumb" rule 7). Training
 * courses show their dates, place, capacity, enrolled count and enrolment status.
 * Data: GET /api_/ow/socialSport/list.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { GuiderArticleListItem } from '@portal/contracts/sport-guider';
import type { GuiderArticleKind } from '@portal/contracts/sport-guider.codes';
import { FilterBar } from '../../../components/list-page/filter-fields';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { ListResults } from '../../../components/list-page/list-results';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { formatDate } from '../../../lib/format-date';
import { useUrlState } from '../../../lib/url-state';
import { guiderArticleListQuery } from '../api';
import { EnrolTag } from '../components/enrol-tag';
import { GUIDER_ARTICLE_URL_STATE } from '../guider-article-search';
import '../components/sport-guider.css';

function ArticleItem({ item, from }: { item: GuiderArticleListItem; from: string }) {
  const { course } = item;
  return (
    <li>
      <h2>
        <Link to={catalogue.socialSportDetail.href({ id: item.id, from })}>{item.title}</Link>
        {course && <EnrolTag status={course.enrolStatus} />}
      </h2>
      {course ? (
        <>
          <p>
            培训时间：{formatDate(course.startDate)} 至 {formatDate(course.endDate)}
          </p>
          <p>培训地点：{course.place}</p>
          <p>
            名额：{course.capacity} 人，已报名 {course.enrolled} 人；报名时间 {formatDate(course.enrolStart)} 至{' '}
            {formatDate(course.enrolEnd)}
          </p>
        </>
      ) : (
        <p>{item.summary}</p>
      )}
      <p className="muted-text">
        {item.source} · {formatDate(item.publishDate)}
      </p>
    </li>
  );
}

/** Each list's page. */
const ENTRIES = {
  policy: catalogue.guiderPolicy,
  notice: catalogue.guiderNotice,
  association: catalogue.guiderAssociation,
  train: catalogue.guiderTrain,
} as const satisfies Record<GuiderArticleKind, unknown>;

/** The line under each list's title. */
const INTROS: Record<GuiderArticleKind, string> = {
  policy: '社会体育指导员管理办法、等级评定与注册的政策规定。',
  notice: '注册年审、表彰与等级晋升的通知和公示。',
  association: '各地社会体育指导员协会的动态与志愿服务。',
  train: '社会体育指导员培训班的时间、地点、名额与报名状态。',
};

export default function GuiderArticleListPage({ kind }: { kind: GuiderArticleKind }) {
  const entry = ENTRIES[kind];
  const titleId = useId();
  const keywordId = useId();
  const [state, update] = useUrlState(GUIDER_ARTICLE_URL_STATE);
  const result = useQuery({ ...guiderArticleListQuery({ kind, ...state }), placeholderData: keepPreviousData });
  const from = pageHeading(entry);

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{from}</PageTitle>
        <p className="muted-text">{INTROS[kind]}</p>
        <FilterBar>
          <KeywordSearch
            key={state.keyword}
            id={keywordId}
            initial={state.keyword}
            placeholder="标题或摘要关键词"
            label={`搜索${from}`}
            onSearch={(keyword) => update({ keyword })}
          />
        </FilterBar>
        <ListResults
          result={result}
          paging={state}
          onPage={update}
          totalText={(total) => `共 ${total} 条`}
          emptyText={state.keyword ? '没有符合条件的内容，请更换关键词' : '暂无内容'}
          renderList={(items) => (
            <ul className="guider-course-list">
              {items.map((item) => (
                <ArticleItem key={item.id} item={item} from={from} />
              ))}
            </ul>
          )}
        />
      </ContentPanel>
    </ContentPage>
  );
}
