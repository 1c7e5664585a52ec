/**
 * bodyCheck (国民体质监测): what the national physical fitness monitoring and testing is, who may take
 * a test, how to take one, and the ways on: the test items, the monitoring stations, the exercise
 * standard's items and the self-assessment.
 */
import { Link } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import { GuidePage } from '../components/guide-page';

const STEPS = [
  '在“测定站点”中找到离您最近的国民体质监测站，按站点的预约须知电话或现场预约。',
  '测试当天携带身份证件，穿运动服和运动鞋；测前 2 小时内不做剧烈运动，不空腹、不饱食。',
  '工作人员先询问健康状况，再依次测量身体形态、身体机能和身体素质各项指标。',
  '测试结束后领取体质测定报告，报告给出各项得分和综合评级，并附有运动建议。',
  '按报告的薄弱项选择锻炼内容，一年左右复测一次，了解锻炼效果。',
];

export default function BodyCheckPage() {
  return (
    <GuidePage entry={catalogue.bodyCheck}>
      <h2>什么是国民体质监测</h2>
      <p>
        国民体质监测是国家为系统掌握国民体质状况，按照《国民体质测定标准》对国民的身体形态、身体机能和身体素质进行的测试与评定。
        它一方面为制定全民健身政策提供依据，另一方面帮助每一位参加测试的人了解自己的体质状况，科学地选择锻炼方式。
      </p>
      <h2>谁可以参加</h2>
      <p>
        《国民体质测定标准》按年龄分为幼儿、成年人和老年人等组别，适龄居民均可到国民体质监测站点参加测定；
        学生的体质测试按《国家学生体质健康标准》在学校进行。患有心脏病、高血压等疾病或身体不适者，请先咨询医生，
        部分项目（如台阶试验）需经工作人员评估后进行。
      </p>
      <h2>怎样参加</h2>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2>继续了解</h2>
      <ul className="guide-cards">
        <li className="guide-card">
          <h3>
            <Link to={catalogue.bodyCheckEvent.href()}>测定项目</Link>
          </h3>
          <p>各年龄组的测试项目、所用器材和测试方法。</p>
        </li>
        <li className="guide-card">
          <h3>
            <Link to={catalogue.bodyCheckSite.href()}>测定站点</Link>
          </h3>
          <p>按地区查找国民体质监测站点，或查找离您最近的站点。</p>
        </li>
        <li className="guide-card">
          <h3>
            <Link to={catalogue.exerciseEvent.href()}>锻炼项目与评分标准</Link>
          </h3>
          <p>各测定项目的评分表。</p>
        </li>
        <li className="guide-card">
          <h3>
            <Link to={catalogue.synthesizeAssess.href()}>综合评定</Link>
          </h3>
          <p>输入自己的测试成绩，查看各项得分和综合评级（不保存您填写的数据）。</p>
        </li>
      </ul>
    </GuidePage>
  );
}
