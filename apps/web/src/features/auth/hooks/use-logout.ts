/**
 * Logout with confirmation (spec §4 "Login state", §8 "Logout confirmation dialog"):
 * antd confirm with title '提示', content '确定要退出登录?', buttons '确定' / '取消'.
 * 确定 -> GET /api/data/agency/logout?token= (token also as session-id; the answer is only logged),
 * then the login state is cleared and '退出成功!' shown. 取消 does nothing.
 * The dialog and the message come from lib/feedback.ts, which fetches antd's Modal and message code on
 * the first click (it is not part of the page's first load).
 */
import { useCallback } from 'react';
import { showConfirm, showMessage } from '../../../lib/feedback';
import { clearLogin, getLoggedInUser } from '../../../lib/login-state';
import { agencyLogout } from '../api';

export const LOGOUT_CONFIRM_TITLE = '提示';
export const LOGOUT_CONFIRM_CONTENT = '确定要退出登录?';
export const LOGOUT_SUCCESS_MESSAGE = '退出成功!';

/** 确定: end the session on the server (best effort), clear the login, say so. */
async function logoutConfirmed(): Promise<void> {
  const user = getLoggedInUser();
  if (user) {
    try {
      const body = await agencyLogout(user.sessionToken);
      // Spec §7: the logout answer is only logged.
      // eslint-disable-next-line no-console
      console.info('退出登录', body.code, body.msg);
    } catch (error) {
      // The local logout goes ahead even when the server is unreachable: the user asked to leave.
      console.warn('退出登录请求失败', error);
    }
  }
  clearLogin();
  showMessage('success', LOGOUT_SUCCESS_MESSAGE).catch((error: unknown) => console.warn('提示信息加载失败', error));
}

/**
 * Returns a function that opens the logout confirmation. Should the dialog's code fail to load (network
 * gone), the browser's own confirm box asks the same question, so logging out still works.
 */
export function useLogout(): () => void {
  return useCallback(() => {
    // Exactly '确定' / '取消' (spec §8): showConfirm inserts no space between the two characters.
    showConfirm({
      title: LOGOUT_CONFIRM_TITLE,
      content: LOGOUT_CONFIRM_CONTENT,
      okText: '确定',
      cancelText: '取消',
      onOk: logoutConfirmed,
    }).catch((error: unknown) => {
      console.warn('退出登录对话框加载失败', error);
      if (window.confirm(LOGOUT_CONFIRM_CONTENT)) void logoutConfirmed();
    });
  }, []);
}
