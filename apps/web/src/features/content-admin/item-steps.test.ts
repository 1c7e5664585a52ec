import { describe, expect, it } from 'vitest';
import type { CmsItem } from '@portal/contracts/content-admin';
import type { CmsRoleGrant } from '@portal/contracts/content-admin-roles.codes';
import { itemSteps } from './item-steps';

const item = (over: Partial<CmsItem>): CmsItem => ({
  id: 1,
  kind: 'news',
  column: 'news',
  areaCode: null,
  status: 'draft',
  stage: 0,
  reviewStages: 3,
  title: 't',
  latestVersion: 1,
  publishedVersion: null,
  publicId: null,
  scheduledAt: null,
  reason: null,
  checkOverride: null,
  createdBy: 'cms_editor',
  createdAt: '2026-11-24T02:00:00.000Z',
  updatedAt: '2026-11-24T02:00:00.000Z',
  ...over,
});
const as = (role: CmsRoleGrant['role'], column = '*', areaCode: string | null = null): CmsRoleGrant[] => [
  { role, column, areaCode },
];

describe('itemSteps', () => {
  it('lets an editor of the column edit and submit a draft, and nothing else', () => {
    expect(itemSteps(item({}), as('editor'))).toEqual({
      edit: true,
      submit: true,
      approve: false,
      reject: false,
      withdraw: false,
      signOff: false,
    });
    expect(itemSteps(item({}), as('editor', 'notice')).edit).toBe(false); // another column
    expect(itemSteps(item({ areaCode: '320100' }), as('editor', '*', '110000')).edit).toBe(false); // another area
    expect(itemSteps(item({ status: 'in_review', stage: 1 }), as('editor')).edit).toBe(false);
    expect(itemSteps(null, as('editor')).edit).toBe(true);
    expect(itemSteps(null, as('review1')).edit).toBe(false);
  });

  it("gives approve and reject to the stage's role only, sign-off at the last stage", () => {
    const atStage = (stage: number) => item({ status: 'in_review', stage });
    expect(itemSteps(atStage(1), as('review1'))).toMatchObject({ approve: true, reject: true, signOff: false });
    expect(itemSteps(atStage(1), as('review2')).approve).toBe(false);
    expect(itemSteps(atStage(2), as('review2')).approve).toBe(true);
    expect(itemSteps(atStage(3), as('approver'))).toMatchObject({ approve: true, signOff: true });
    expect(itemSteps(item({ status: 'in_review', stage: 1, reviewStages: 1 }), as('approver')).signOff).toBe(true);
    expect(itemSteps(atStage(3), as('admin')).approve).toBe(false);
  });

  it('withdraws a published or scheduled item by the approver or the admin', () => {
    const published = item({ status: 'published', publishedVersion: 1 });
    expect(itemSteps(published, as('approver')).withdraw).toBe(true);
    expect(itemSteps(published, as('admin')).withdraw).toBe(true);
    expect(itemSteps(published, as('editor')).withdraw).toBe(false);
    expect(itemSteps(item({ status: 'scheduled' }), as('approver')).withdraw).toBe(true);
    expect(itemSteps(item({}), as('approver')).withdraw).toBe(false);
  });
});
