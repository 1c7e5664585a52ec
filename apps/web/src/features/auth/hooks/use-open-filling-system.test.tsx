import type { FillingSystem, SsoUrlResult } from '@portal/contracts/site';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerFailure, sentRequests } from '../../../components/test-support/transport';
import { getLoggedInUser, saveLogin } from '../../../lib/login-state';
import { SESSION_EXPIRED_MESSAGE, SSO_FAILED_MESSAGE, useOpenFillingSystem } from './use-open-filling-system';

const SYSTEM: FillingSystem = {
  appId: 'js365_park',
  name: '体育公园统计',
  url: 'https://park.example.org/',
  registerUrl: 'https://park.example.org/register',
};

function Entry() {
  const open = useOpenFillingSystem();
  return (
    <button type="button" onClick={() => open(SYSTEM)}>
      {SYSTEM.name}
    </button>
  );
}

interface FakeWindow {
  opener: unknown;
  location: { href: string };
  document: { title: string; body: { textContent: string } };
  close: ReturnType<typeof vi.fn>;
}

let fakeWindow: FakeWindow;
let openSpy: ReturnType<typeof vi.spyOn>;

// The dialog/message code is fetched on first use (lib/feedback); compile it once up front so the
// first test's waits time the hook, not vitest transforming antd.
beforeAll(async () => {
  await import('../../../lib/feedback-host');
}, 30_000);

beforeEach(() => {
  fakeWindow = {
    opener: window,
    location: { href: 'about:blank' },
    document: { title: '', body: { textContent: '' } },
    close: vi.fn(),
  };
  openSpy = vi.spyOn(window, 'open').mockImplementation(() => fakeWindow as unknown as Window);
});
afterEach(async () => {
  cleanup();
  (await import('../../../lib/feedback-host')).disposeFeedbackRoot();
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

const clickEntry = () => {
  // No antd <App> above: the hook loads its dialog and message code itself (lib/feedback).
  render(<Entry />);
  fireEvent.click(screen.getByRole('button', { name: SYSTEM.name }));
};

describe('opening a filling system (spec §6)', () => {
  it('anonymous: opens the plain address in a new window without opener', () => {
    clickEntry();
    expect(openSpy).toHaveBeenCalledWith('https://park.example.org/', '_blank', 'noopener,noreferrer');
    expect(sentRequests()).toEqual([]);
  });

  it('logged in: opens a window synchronously, checks the session, then points it at the SSO url', async () => {
    saveLogin({ userName: 'bj_admin', sessionToken: 'agency-token' });
    const checks = answer<null>('/api/data/agency/checkToken', null);
    const sso = answer<SsoUrlResult>('/api/data/agency/singleSignonUrl', {
      url: 'https://park.example.org/sso?ticket=abc',
    });
    clickEntry();
    // Opened inside the click, before any request finished (popup blockers).
    expect(openSpy).toHaveBeenCalledWith('', '_blank');
    expect(fakeWindow.opener).toBeNull();
    await waitFor(() => expect(fakeWindow.location.href).toBe('https://park.example.org/sso?ticket=abc'));
    expect(sentRequests()).toEqual([
      'GET /api/data/agency/checkToken',
      'GET /api/data/agency/singleSignonUrl?appId=js365_park&token=agency-token',
    ]);
    expect([...checks, ...sso].map((request) => request.headers.get('session-id'))).toEqual([
      'agency-token',
      'agency-token',
    ]);
  });

  it('logged in with an expired session: closes the window, clears the login, asks to log in again', async () => {
    saveLogin({ userName: 'bj_admin', sessionToken: 'agency-token' });
    answerFailure('/api/data/agency/checkToken', 401, '登录已过期');
    clickEntry();
    await screen.findByText(SESSION_EXPIRED_MESSAGE);
    expect(fakeWindow.close).toHaveBeenCalled();
    expect(getLoggedInUser()).toBeNull();
    expect(sentRequests()).toEqual(['GET /api/data/agency/checkToken']);
  });

  it('shows the server message when the SSO request is refused', async () => {
    saveLogin({ userName: 'bj_admin', sessionToken: 'agency-token' });
    answer<null>('/api/data/agency/checkToken', null);
    answerFailure('/api/data/agency/singleSignonUrl', 400, 'appId 不存在');
    clickEntry();
    await screen.findByText('appId 不存在');
    expect(fakeWindow.close).toHaveBeenCalled();
  });

  it('never points the window at a non-http url', async () => {
    saveLogin({ userName: 'bj_admin', sessionToken: 'agency-token' });
    answer<null>('/api/data/agency/checkToken', null);
    answer<SsoUrlResult>('/api/data/agency/singleSignonUrl', { url: 'javascript:alert(1)' });
    clickEntry();
    await screen.findByText(SSO_FAILED_MESSAGE);
    expect(fakeWindow.close).toHaveBeenCalled();
    expect(fakeWindow.location.href).toBe('about:blank');
    expect(getLoggedInUser()).not.toBeNull();
  });
});
