/**
 * Route error element (spec §8 "Page-chunk load failure"). A ChunkLoadError (timeout, missing file,
 * stylesheet CSS_CHUNK_LOAD_FAILED) gets a clear explanation and a 重新加载 button; any other error while
 * showing a page gets a general message with the same button. Reloading the whole document (not just the
 * route) is the retry: after a deploy the old chunk names are gone and only a fresh index.html knows the new ones.
 * Plain HTML buttons, not antd: this page must still work when antd's own chunk is what failed to load,
 * and it stays out of the home page's first load (router.tsx imports it statically). It replaces the server's
 * first HTML when still shown (lib/first-html.ts).
 */
import { useRouteError } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import { useFirstHtmlHandOver } from '../../lib/first-html';
import { isChunkLoadError } from '../lazy-page';
import './status-page.css';

export default function ChunkErrorPage() {
  // On a standalone page whose antd failed to load, nothing else hands over: show this page, not the snapshot.
  useFirstHtmlHandOver();
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  return (
    <section className="status-page" aria-labelledby="route-error-title" role="alert">
      <h1 id="route-error-title">{chunkFailed ? '页面加载失败' : '页面出现错误'}</h1>
      {chunkFailed ? (
        <>
          <p>页面文件没有加载成功，可能是网络不稳定，或网站刚刚完成更新。</p>
          <p>请检查网络连接后点击“重新加载”。</p>
        </>
      ) : (
        <>
          <p>页面显示时发生了错误。</p>
          <p>请点击“重新加载”；如果问题仍然存在，请稍后再试或返回首页。</p>
        </>
      )}
      <div className="status-page__actions">
        <button
          type="button"
          className="status-page__button status-page__button--primary"
          onClick={() => window.location.reload()}
        >
          重新加载
        </button>
        <a className="status-page__button" href={catalogue.home.href()}>
          返回首页
        </a>
      </div>
    </section>
  );
}
