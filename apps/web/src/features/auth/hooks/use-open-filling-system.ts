/**
 * Opening one of the five external filling systems (spec §6):
 * - anonymous: the system's plain address in a new window;
 * - logged in: a session check first (checkToken with the stored session token); if valid,
 *   GET singleSignonUrl?appId=&token= and open data.url in a new window; if the session is over
 *   (code 401), clear the login and ask the user to log in again.
 * The window is opened synchronously inside the click (about:blank, opener cut) and pointed at the
 * address after the awaits, so popup blockers do not swallow it. Messages go through lib/feedback.ts
 * (antd message, fetched on first use rather than in the page's first load).
 */
import type { FillingSystem } from '@portal/contracts/site';
import { useCallback } from 'react';
import { showMessage, type MessageKind } from '../../../lib/feedback';
import { describeApiError, isApiEnvelope } from '../../../lib/http-client';
import { clearLogin, getLoggedInUser } from '../../../lib/login-state';
import { isHttpUrl } from '../../../lib/http-url';
import { checkAgencySession, fetchSingleSignonUrl } from '../api';

export const SESSION_EXPIRED_MESSAGE = '登录已过期，请重新登录';
export const SSO_FAILED_MESSAGE = '获取单点登录地址失败，请稍后重试';
export const POPUP_BLOCKED_MESSAGE = '浏览器阻止了新窗口，请允许本站打开新窗口后重试';

/** Open `url` in a new window without giving it access to this one. */
export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Open a blank window now (inside the user's click) for an address known only later; null if blocked. */
function openPendingWindow(): Window | null {
  const pending = window.open('', '_blank');
  if (!pending) return null;
  try {
    pending.opener = null;
    pending.document.title = '正在打开填报系统';
    pending.document.body.textContent = '正在打开填报系统，请稍候…';
  } catch {
    // A browser may refuse to script the blank window; the address is still set below.
  }
  return pending;
}

/** A message through lib/feedback (antd message, loaded on first use); a load failure is only logged. */
function notify(kind: MessageKind, text: string): void {
  showMessage(kind, text).catch((error: unknown) => console.warn('提示信息加载失败', text, error));
}

/** Returns the click handler for a filling-system entry. Call it synchronously from the click event. */
export function useOpenFillingSystem(): (system: FillingSystem) => void {
  return useCallback((system: FillingSystem) => {
    const user = getLoggedInUser();
    if (!user) {
      if (isHttpUrl(system.url)) openInNewWindow(system.url);
      return;
    }
    const pending = openPendingWindow();
    const fail = (text: string) => {
      pending?.close();
      notify('error', text);
    };
    const expire = () => {
      pending?.close();
      if (getLoggedInUser()?.sessionToken === user.sessionToken) clearLogin();
      notify('warning', SESSION_EXPIRED_MESSAGE);
    };
    void (async () => {
      try {
        if ((await checkAgencySession(user.sessionToken)) === 'expired') return expire();
        const body = await fetchSingleSignonUrl(system.appId, user.sessionToken);
        if (body.code === 401) return expire();
        const url = body.data?.url;
        if (body.code !== 200) return fail(body.msg || SSO_FAILED_MESSAGE);
        if (!url || !isHttpUrl(url)) return fail(SSO_FAILED_MESSAGE);
        if (pending) pending.location.href = url;
        else notify('warning', POPUP_BLOCKED_MESSAGE);
      } catch (error) {
        if (isApiEnvelope(error) && error.code === 401) return expire();
        fail(describeApiError(error));
      }
    })();
  }, []);
}
