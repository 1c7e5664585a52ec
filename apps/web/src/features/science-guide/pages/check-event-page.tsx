/**
 * bodyCheck/checkEvent (测定项目): the test items of 《国民体质测定标准》 for adults (20-59) with what each
 * measures, the equipment and how it is measured, each linking to its scoring table; then the items of
 * the other age groups, whose scoring is not yet available on this site.
 */
import { Link } from 'react-router';
import { OTHER_GROUP_ITEMS, STANDARD_ITEMS } from '@portal/contracts/science-guide.items.codes';
import { STANDARD_2003 } from '@portal/contracts/science-guide.standard-2003.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { GuidePage } from '../components/guide-page';

export default function CheckEventPage() {
  return (
    <GuidePage entry={catalogue.bodyCheckEvent}>
      <h2>成年人（20-59 岁）测定项目</h2>
      <p>
        依据《{STANDARD_2003.title}》（{STANDARD_2003.issuer}，{STANDARD_2003.edition}）。
      </p>
      <div className="guide-table-wrap">
        <table className="guide-table guide-table-stack">
          <caption>成年人测定项目与测试方法</caption>
          <thead>
            <tr>
              <th scope="col">项目</th>
              <th scope="col">类别</th>
              <th scope="col">测试对象</th>
              <th scope="col">器材</th>
              <th scope="col">测试方法</th>
            </tr>
          </thead>
          <tbody>
            {STANDARD_ITEMS.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <Link to={catalogue.exerciseDetail.href({ id: item.id })}>{item.name}</Link>
                </th>
                <td data-label="类别">{item.quality}</td>
                <td data-label="测试对象">{item.groups}</td>
                <td data-label="器材">{item.equipment}</td>
                <td data-label="测试方法">{item.method}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>其他年龄组</h2>
      <ul>
        {OTHER_GROUP_ITEMS.map((group) => (
          <li key={group.group}>
            <strong>{group.group}</strong>：{group.items}。
          </li>
        ))}
      </ul>
      <p className="guide-notice">以上年龄组的评分标准暂未收录，本站的综合评定目前适用于 20-59 岁成年人。</p>
    </GuidePage>
  );
}
