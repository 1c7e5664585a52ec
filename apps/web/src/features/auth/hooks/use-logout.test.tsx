import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerWith, networkError, sentRequests } from '../../../components/test-support/transport';
import { getLoggedInUser, getLoginDate, saveLogin } from '../../../lib/login-state';
import { useLogout } from './use-logout';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      退出登录
    </button>
  );
}

const renderButton = () =>
  // No antd <App> above: the hook loads its dialog and message code itself (lib/feedback).
  render(<LogoutButton />);

// The dialog/message code is fetched on first use (lib/feedback); compile it once up front so the
// first test's waits time the hook, not vitest transforming antd.
beforeAll(async () => {
  await import('../../../lib/feedback-host');
}, 30_000);

beforeEach(() => {
  saveLogin({ userName: 'bj_admin', sessionToken: 'agency-token' });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  (await import('../../../lib/feedback-host')).disposeFeedbackRoot();
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('logout confirmation (spec §8)', () => {
  it('shows the exact texts: title 提示, 确定要退出登录?, buttons 确定 and 取消', async () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('提示');
    expect(dialog.textContent).toContain('确定要退出登录?');
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  });

  it('确定 calls logout with the token as parameter and session-id, clears the login, shows 退出成功!', async () => {
    const requests = answer<null>('/api/data/agency/logout', null);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await screen.findByText('退出成功!');
    expect(requests.map((request) => [request.query, request.headers.get('session-id')])).toEqual([
      [{ token: 'agency-token' }, 'agency-token'],
    ]);
    expect(getLoggedInUser()).toBeNull();
    expect(getLoginDate()).toBeNull();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    answerWith<null>('/api/data/agency/logout', () => networkError());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await screen.findByText('退出成功!');
    expect(getLoggedInUser()).toBeNull();
  });

  it('取消 does nothing', async () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定要退出登录?')).toBeNull());
    expect(sentRequests()).toEqual([]);
    expect(getLoggedInUser()).toEqual({ userName: 'bj_admin', sessionToken: 'agency-token' });
    expect(getLoginDate()).not.toBeNull();
  });
});
