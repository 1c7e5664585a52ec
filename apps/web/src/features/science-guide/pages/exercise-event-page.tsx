/**
 * /exerciseStandard/exerciseEvent (锻炼项目): the items of the implemented standard per age group, each
 * linking to exerciseDetail (how to test, the scoring table). Groups whose tables are not implemented
 * say so.
 */
import { Link } from 'react-router';
import { STANDARD_ITEMS } from '@portal/contracts/science-guide.items.codes';
import { STANDARD_2003 } from '@portal/contracts/science-guide.standard-2003.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { GuidePage } from '../components/guide-page';

const GROUPS = [
  { title: '20-39 岁', note: '男性测俯卧撑，女性测 1 分钟仰卧起坐；满分 45 分。', young: true },
  { title: '40-59 岁', note: '不测俯卧撑、仰卧起坐和纵跳；满分 35 分。', young: false },
];

const YOUNG_ONLY = new Set(['pushUp', 'sitUp', 'verticalJump']);

export default function ExerciseEventPage() {
  return (
    <GuidePage entry={catalogue.exerciseEvent}>
      <p>
        本站的评分依据《{STANDARD_2003.title}》（{STANDARD_2003.issuer}，{STANDARD_2003.edition}
        ）。每个项目按年龄组和性别评 1-5 分，低于 1 分标准为无分；各项得分之和决定综合评级。
      </p>
      {GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`group-${group.title}`}>
          <h2 id={`group-${group.title}`}>{group.title}</h2>
          <p className="muted-text">{group.note}</p>
          <ul className="guide-cards">
            {STANDARD_ITEMS.filter((item) => group.young || !YOUNG_ONLY.has(item.table)).map((item) => (
              <li key={item.id} className="guide-card">
                <h3>
                  <Link to={catalogue.exerciseDetail.href({ id: item.id })}>{item.name}</Link>
                </h3>
                <p>
                  {item.quality} · {item.groups}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="guide-notice">
        幼儿（3-6 岁）、老年人（60
        岁以上）以及《国家体育锻炼标准》各组的评分表暂未收录；《国民体质测定标准（2023年修订）》的评分表尚未收录，
        收录后将在此更新。
      </p>
    </GuidePage>
  );
}
