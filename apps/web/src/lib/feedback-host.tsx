/**
 * The lazily loaded half of lib/feedback.ts: a small React root of its own (appended to <body>) holding
 * the portal's antd provider (antd-config.tsx: zh_CN, the portal theme) and antd <App>, whose message
 * and modal APIs it hands out.
 * Dialogs and messages rendered through them get antd's theme and locale like in-tree ones do.
 *
 * The root is made once and reused; if its element was taken out of the document (a test clearing
 * <body>, a script replacing it), a fresh one is made, so messages never render into a detached node.
 * Dialogs and messages render inside that element, a direct child of <body>.
 */
import { App } from 'antd';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import AntdConfig from './antd-config';

/** What App.useApp() gives: the message and modal APIs. */
export type FeedbackApi = Pick<ReturnType<typeof App.useApp>, 'message' | 'modal'>;

interface Host {
  element: HTMLElement;
  root: Root;
  api: Promise<FeedbackApi>;
}

let host: Host | null = null;

function Capture({ onReady }: { onReady: (api: FeedbackApi) => void }) {
  const { message, modal } = App.useApp();
  useEffect(() => onReady({ message, modal }), [message, modal, onReady]);
  return null;
}

/** The message and modal APIs of the (re)created feedback root. */
export function getFeedbackApi(): Promise<FeedbackApi> {
  if (host?.element.isConnected) return host.api;
  host?.root.unmount();
  const element = document.createElement('div');
  element.className = 'portal-feedback-root';
  document.body.appendChild(element);
  const root = createRoot(element);
  const api = new Promise<FeedbackApi>((resolve) => {
    root.render(
      // Dialogs and the message list render inside this root's element (not straight into <body>), so
      // dropping the element drops all of them with it.
      <AntdConfig getPopupContainer={() => element}>
        <App component={false} message={{ getContainer: () => element }}>
          <Capture onReady={resolve} />
        </App>
      </AntdConfig>,
    );
  });
  host = { element, root, api };
  return api;
}

/**
 * Unmounts the feedback root and removes its element (tests, after each case): a mounted root keeps
 * antd's message timers running, and their React work would run after the test environment is gone.
 */
export function disposeFeedbackRoot(): void {
  host?.root.unmount();
  host?.element.remove();
  host = null;
}
