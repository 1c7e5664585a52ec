/**
 * What the results page says besides the list (docs/decisions/site-search.md):
 * - DidYouMean: the API answered for a corrected query (correctedQ): "您是不是要找：X", X linking to its
 *   own search, and that the results shown are X's;
 * - NearbyHelp: a "附近…" search: a button that asks for the visitor's position (the browser asks their
 *   consent; the position goes to this one request and nowhere else: not the URL, not storage) to rank the
 *   matches nearest first (venues, facilities, races, construction projects; matches and trainings at their
 *   venue's place; "附近" alone: venues and facilities), and the 健身地图 with the keyword;
 * - NoResults: never a dead end: the words that find something alone, the 找场馆 finder (场馆开放) and the
 *   map with the words filled in.
 */
import { Button } from 'antd';
import { Link } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';

export function DidYouMean({ correctedQ }: { correctedQ: string }) {
  return (
    <p className="site-search-notice" role="note">
      您是不是要找：<Link to={catalogue.siteSearch.href({ q: correctedQ })}>{correctedQ}</Link>
      <span className="muted-text">（已为您显示“{correctedQ}”的搜索结果）</span>
    </p>
  );
}

export type LocateState = 'idle' | 'locating' | 'located' | 'denied' | 'unsupported';

const LOCATE_MESSAGES: Record<LocateState, string> = {
  idle: '',
  locating: '正在获取您的位置…',
  // "附近" alone; with a keyword more kinds than places answer: LOCATED_WITH_KEYWORD.
  located: '已按与您的距离由近到远排列场馆和设施',
  denied: '未能获取您的位置，可在健身地图上查找',
  unsupported: '此浏览器不能提供位置信息，可在健身地图上查找',
};

/** What a located search with a keyword ranked: every kind with a place, events by their venue's. */
const LOCATED_WITH_KEYWORD = '已按与您的距离由近到远排列（赛事活动和培训以举办场馆的位置计）';

export function NearbyHelp({
  keyword,
  state,
  onLocate,
}: {
  keyword: string;
  state: LocateState;
  onLocate: () => void;
}) {
  return (
    <div className="site-search-notice">
      {state !== 'located' && (
        <Button onClick={onLocate} loading={state === 'locating'}>
          使用我的位置查找附近的{keyword || '场馆和设施'}
        </Button>
      )}{' '}
      <Link to={catalogue.fitnessMap.href(keyword ? { keyword } : {})}>
        在健身地图上查找{keyword ? `“${keyword}”` : ''}
      </Link>
      <p className="muted-text" role="status">
        {state === 'located' && keyword ? LOCATED_WITH_KEYWORD : LOCATE_MESSAGES[state]}
      </p>
    </div>
  );
}

export function NoResults({ q, suggestions }: { q: string; suggestions: readonly string[] }) {
  return (
    <div className="site-search-notice">
      <p>没有找到与“{q}”相关的内容。您可以：</p>
      <ul className="site-search-help">
        {suggestions.length > 0 && (
          <li>
            试试：
            {suggestions.map((word, i) => (
              <span key={word}>
                {i > 0 && '、'}
                <Link to={catalogue.siteSearch.href({ q: word })}>{word}</Link>
              </span>
            ))}
          </li>
        )}
        <li>
          <Link to={catalogue.venueSearch.href({ keyword: q })}>在“找场馆”中查找“{q}”</Link>
        </li>
        <li>
          <Link to={catalogue.fitnessMap.href({ keyword: q })}>在健身地图上查找“{q}”</Link>
        </li>
        <li>减少搜索词，或换用场馆名称、运动项目、地名</li>
      </ul>
    </div>
  );
}
