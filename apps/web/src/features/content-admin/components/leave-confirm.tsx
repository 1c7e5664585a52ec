/**
 * The editor's in-app leave dialog (use-autosave.ts useLeaveWarning): while a navigation inside the portal
 * is held back because the form has unsaved changes, asks 离开 (the navigation goes on, the changes are
 * lost) or 留在本页 (the default: Escape and the close button also stay). docs/decisions/content-management.md
 * "Web editor".
 */
import { Modal } from 'antd';
import type { Blocker } from 'react-router';

export function LeaveConfirm({ blocker }: { blocker: Blocker }) {
  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      open={blocked}
      title="有未保存的修改"
      okText="离开"
      cancelText="留在本页"
      okButtonProps={{ danger: true }}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      destroyOnHidden
    >
      <p>本页有尚未保存的修改。离开后这些修改将丢失；留在本页可以先保存。</p>
    </Modal>
  );
}
