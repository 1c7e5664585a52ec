import type { FillingSystem } from '@portal/contracts/site';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLoggedInUser, saveLogin } from '../../../lib/login-state';
import { SESSION_EXPIRED_MESSAGE, SSO_FAILED_MESSAGE, useOpenFillingSystem } from './use-open-filling-system';
import type * as HttpClient from '../../../lib/http-client';

const apiGet = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http-client', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpClient>()),
  apiGet,
}));

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
  apiGet.mockReset();
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
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('logged in: opens a window synchronously, checks the session, then points it at the SSO url', async () => {
    saveLogin({ userName: 'bj_admin', sessionToken: 'agency-token' });
    apiGet.mockImplementation(async (url: string) =>
      url === '/api/data/agency/checkToken'
        ? { code: 200, msg: '成功', data: null }
        : { code: 200, msg: '成功', data: { url: 'https://park.example.org/sso?ticket=abc' } },
    );
    clickEntry();
    // Opened inside the click, before any request finished (popup blockers).
    expect(openSpy).toHaveBeenCalledWith('', '_blank');
    expect(fakeWindow.opener).toBeNull();
    await waitFor(() => expect(fakeWindow.location.href).toBe('https://park.example.org/sso?ticket=abc'));
    expect(apiGet).toHaveBeenNthCalledWith(1, '/api/data/agency/checkToken', undefined, {
      sessionToken: 'agency-token',
    });
    expect(apiGet).toHaveBeenNthCalledWith(
      2,
      '/api/data/agency/singleSignonUrl',
      { appId: 'js365_park', token: 'agency-token' },
      { sessionToken: 'agency-token' },
    );
  });

  it('logged in with an expired session: closes the window, clears the login, asks to log in again', async () => {
    saveLogin({ userName: 'bj_admin', sessionToken: 'agency-token' });
    apiGet.mockRejectedValue({ code: 401, msg: '登录已过期', data: null });
    clickEntry();
    await screen.findByText(SESSION_EXPIRED_MESSAGE);
    expect(fakeWindow.close).toHaveBeenCalled();
    expect(getLoggedInUser()).toBeNull();
    expect(apiGet).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when the SSO request is refused', async () => {
    saveLogin({ userName: 'bj_admin', sessionToken: 'agency-token' });
    apiGet.mockImplementation(async (url: string) => {
      if (url === '/api/data/agency/checkToken') return { code: 200, msg: '成功', data: null };
      throw { code: 400, msg: 'appId 不存在', data: null };
    });
    clickEntry();
    await screen.findByText('appId 不存在');
    expect(fakeWindow.close).toHaveBeenCalled();
  });

  it('never points the window at a non-http url', async () => {
    saveLogin({ userName: 'bj_admin', sessionToken: 'agency-token' });
    apiGet.mockImplementation(async (url: string) =>
      url === '/api/data/agency/checkToken'
        ? { code: 200, msg: '成功', data: null }
        : { code: 200, msg: '成功', data: { url: 'javascript:alert(1)' } },
    );
    clickEntry();
    await screen.findByText(SSO_FAILED_MESSAGE);
    expect(fakeWindow.close).toHaveBeenCalled();
    expect(fakeWindow.location.href).toBe('about:blank');
    expect(getLoggedInUser()).not.toBeNull();
  });
});
