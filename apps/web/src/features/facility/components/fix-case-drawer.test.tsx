/**
 * The repair-report drawer (fix-case-drawer.tsx): a save that finishes the case keeps its notice in view after
 * the inbox refresh brings the item back with no move left and the form hides.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import type { FixInboxItem } from '@portal/contracts/facility';
import { FACILITY_API } from '@portal/contracts/facility.codes';
import { describe, expect, it } from 'vitest';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer } from '../../../components/test-support/transport';
import { FixCaseDrawer } from './fix-case-drawer';

const PROCESSING: FixInboxItem = {
  reportNo: 'BX20261129ABCDEFGHJK',
  equipmentId: 7,
  equipmentName: '漫步机',
  facilityName: '滨江健身路径',
  faultType: 'loose',
  faultTypeName: '松动',
  description: '踏板松动',
  phone: '137****5678',
  photoCount: 0,
  status: 'processing',
  statusName: '处理中',
  note: '已安排维修',
  createTime: '2026-11-28T02:00:00.000Z',
  updateTime: '2026-11-28T03:00:00.000Z',
  facilityId: 3,
  areaName: '浙江省杭州市滨江区',
  photos: [],
  handler: '体育局',
};
const FIXED: FixInboxItem = { ...PROCESSING, status: 'fixed', statusName: '已修复', note: '已更换踏板' };

/** What the inbox passes down; `showItem` stands for its refresh after a save. */
let showItem: (item: FixInboxItem) => void = () => {};
function Inbox() {
  const [item, setItem] = useState<FixInboxItem>(PROCESSING);
  useEffect(() => {
    showItem = setItem;
  }, []);
  return <FixCaseDrawer token="agency-token" item={item} onClose={() => {}} />;
}

describe('FixCaseDrawer', () => {
  it('keeps the notice of a save that finished the case once the refreshed item hides the form', async () => {
    installResizeObserver();
    const saves = answer<FixInboxItem>(FACILITY_API.fixReportStatus(PROCESSING.reportNo), FIXED, { method: 'post' });
    renderWithProviders(<Inbox />, '/gymFacility/facilityDetail/fixReport/inbox');
    fireEvent.click(await screen.findByRole('button', { name: /^保\s?存$/ }));
    const notice = await screen.findByText(/^已保存：已修复/);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toEqual({ status: 'fixed', note: '已安排维修' });

    act(() => showItem(FIXED));
    await screen.findByText('该报修已办结，不能再更改处理结果。');
    expect(notice.isConnected).toBe(true);
    expect(notice.closest('[hidden]')).toBeNull();
    expect(screen.getByRole('button', { name: /^保\s?存$/, hidden: true }).closest('[hidden]')).not.toBeNull();
  });
});
