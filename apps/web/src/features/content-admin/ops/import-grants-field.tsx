/**
 * An account's import grants (数据导入权限; docs/data-exchange.md "File import"): which of the five filling
 * systems of spec §6 it may import files for, as a checkbox group with the systems' Chinese names
 * (EXCHANGE_SYSTEM_NAMES). Used inside an antd Form under the field `importGrants`, in a fieldset whose
 * legend names the group (each checkbox is named by its own label); the server's 400 on `importGrants.N`
 * shows under the group. `importGrantsText` is the accounts list's compact wording of a set.
 */
import { Checkbox, Form } from 'antd';
import type { AdminAccount } from '@portal/contracts/account-admin';
import { EXCHANGE_SYSTEMS, EXCHANGE_SYSTEM_NAMES } from '@portal/contracts/data-exchange.codes';

type ImportGrants = AdminAccount['importGrants'];

const OPTIONS = EXCHANGE_SYSTEMS.map((value) => ({ value, label: EXCHANGE_SYSTEM_NAMES[value] }));

/** A set in words, in the systems' order: 无, 全部填报系统, or the names joined by 、. */
export function importGrantsText(systems: ImportGrants): string {
  if (systems.length === 0) return '无';
  if (EXCHANGE_SYSTEMS.every((s) => systems.includes(s))) return '全部填报系统';
  return EXCHANGE_SYSTEMS.filter((s) => systems.includes(s))
    .map((s) => EXCHANGE_SYSTEM_NAMES[s])
    .join('、');
}

/** Whether two sets hold the same systems (order and repeats aside): no save when they do. */
export const sameImportGrants = (a: ImportGrants, b: ImportGrants): boolean =>
  [...new Set(a)].sort().join() === [...new Set(b)].sort().join();

/** The checkbox group of the form field `importGrants`, one checkbox per filling system. */
export function ImportGrantsField() {
  return (
    <fieldset className="cms-grants">
      <legend>数据导入权限</legend>
      <p className="muted-text">勾选的填报系统，该账号可在“数据交换/文件导入”中代其导入文件；下次操作即生效。</p>
      <Form.Item name="importGrants">
        <Checkbox.Group options={OPTIONS} />
      </Form.Item>
    </fieldset>
  );
}
