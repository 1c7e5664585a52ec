/**
 * The scoring tables of one item (exerciseDetail), straight from the contracts' data files:
 * - a five-band item: one row per age group and sex with the value each score starts at ("≥" where
 *   higher is better, "≤" for reaction time); a group without a table says it is not available;
 * - 身高标准体重: one table per sex and ten-year group, chosen with two selects, one row per centimetre.
 */
import { useId, useState } from 'react';
import { HEIGHT_WEIGHT_2003, type HeightWeightGroup } from '@portal/contracts/science-guide.height-weight-2003.codes';
import type { StandardItem } from '@portal/contracts/science-guide.items.codes';
import { BAND_TABLES_2003, type BandItemKey, type Sex } from '@portal/contracts/science-guide.standard-2003.codes';

const SEX_NAMES: Record<Sex, string> = { m: '男', f: '女' };
const AGE_GROUPS = [20, 25, 30, 35, 40, 45, 50, 55];

export function BandTable({ item }: { item: StandardItem & { table: BandItemKey } }) {
  const rows = BAND_TABLES_2003[item.table];
  const sign = item.lowerIsBetter ? '≤' : '≥';
  const groups = AGE_GROUPS.flatMap((age) => (['m', 'f'] as const).map((sex) => ({ age, sex })));
  const tested = groups.filter(({ age, sex }) => {
    if (item.table === 'pushUp') return sex === 'm' && age < 40;
    if (item.table === 'sitUp') return sex === 'f' && age < 40;
    if (item.table === 'verticalJump') return age < 40;
    return true;
  });
  return (
    <div className="guide-table-wrap">
      <table className="guide-table">
        <caption>
          {item.name}评分表（单位：{item.unit}；表中为达到该分值的{item.lowerIsBetter ? '上限' : '下限'}）
        </caption>
        <thead>
          <tr>
            <th scope="col">年龄组</th>
            <th scope="col">性别</th>
            {[1, 2, 3, 4, 5].map((score) => (
              <th key={score} scope="col">
                {score} 分
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tested.map(({ age, sex }) => {
            const row = rows.find((r) => r[0] === age && r[1] === sex);
            return (
              <tr key={`${age}${sex}`}>
                <th scope="row">
                  {age}-{age + 4} 岁
                </th>
                <td>{SEX_NAMES[sex]}</td>
                {row ? (
                  row.slice(2).map((value, index) => (
                    <td key={index}>
                      {sign} {value}
                    </td>
                  ))
                ) : (
                  <td colSpan={5}>评分暂未收录</td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const HW_GROUPS: HeightWeightGroup[] = ['20-29', '30-39', '40-49', '50-59'];

export function HeightWeightTable() {
  const baseId = useId();
  const [sex, setSex] = useState<Sex>('m');
  const [group, setGroup] = useState<HeightWeightGroup>('20-29');
  const rows = HEIGHT_WEIGHT_2003[sex][group];
  return (
    <>
      <div className="guide-form-grid guide-no-print">
        <div className="guide-field">
          <label htmlFor={`${baseId}-sex`}>性别</label>
          <select id={`${baseId}-sex`} value={sex} onChange={(e) => setSex(e.target.value as Sex)}>
            <option value="m">男</option>
            <option value="f">女</option>
          </select>
        </div>
        <div className="guide-field">
          <label htmlFor={`${baseId}-group`}>年龄组</label>
          <select id={`${baseId}-group`} value={group} onChange={(e) => setGroup(e.target.value as HeightWeightGroup)}>
            {HW_GROUPS.map((g) => (
              <option key={g} value={g}>
                {g} 岁
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="guide-table-wrap">
        <table className="guide-table">
          <caption>
            身高标准体重评分表（{SEX_NAMES[sex]}，{group} 岁；体重单位：千克）
          </caption>
          <thead>
            <tr>
              <th scope="col">身高（厘米）</th>
              <th scope="col">1 分（偏轻）</th>
              <th scope="col">3 分（较轻）</th>
              <th scope="col">5 分（正常）</th>
              <th scope="col">3 分（较重）</th>
              <th scope="col">1 分（偏重）</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([height, w1, w3, w5, w3h]) => (
              <tr key={height}>
                <th scope="row">
                  {height.toFixed(1)}-{(height + 0.9).toFixed(1)}
                </th>
                <td>&lt; {w1}</td>
                <td>
                  {w1}-{w3} 以下
                </td>
                <td>
                  {w3}-{w5}
                </td>
                <td>
                  {w5} 以上-{w3h}
                </td>
                <td>&gt; {w3h}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
