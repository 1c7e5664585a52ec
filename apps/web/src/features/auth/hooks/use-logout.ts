/**
 * Logout with confirmation (spec §4 "Login state", §8 "Logout confirmation dialog"):
 * antd confirm with title '提示', content '确定要退出登录?', buttons '确定' / '取消'.
 * 确定 -> GET /api/data/agency/logout?token= (token also as session-id; the answer is only logged),
 * then the login state is cleared and '退出成功!' shown. 取消 does nothing.
 * Needs antd's <App> above (W1 providers) for the modal and message hooks.
 */
import { App } from 'antd';
import { useCallback } from 'react';
import { clearLogin, getLoggedInUser } from '../../../lib/login-state';
import { agencyLogout } from '../api';

export const LOGOUT_CONFIRM_TITLE = '提示';
export const LOGOUT_CONFIRM_CONTENT = '确定要退出登录?';
export const LOGOUT_SUCCESS_MESSAGE = '退出成功!';

/** Returns a function that opens the logout confirmation. */
export function useLogout(): () => void {
  const { modal, message } = App.useApp();
  return useCallback(() => {
    modal.confirm({
      title: LOGOUT_CONFIRM_TITLE,
      content: LOGOUT_CONFIRM_CONTENT,
      okText: '确定',
      cancelText: '取消',
      // Exactly '确定' / '取消' (spec §8): no space inserted between the two characters.
      okButtonProps: { autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      onOk: async () => {
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
        void message.success(LOGOUT_SUCCESS_MESSAGE);
      },
    });
  }, [modal, message]);
}
