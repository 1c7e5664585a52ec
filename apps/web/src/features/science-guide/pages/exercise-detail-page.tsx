/**
 * exerciseEvent/exerciseDetail (`?id=`): one item of the standard — what it measures, who is tested, the
 * equipment and how to test — and its scoring table. A missing or unknown id shows the not-found state.
 */
import { STANDARD_ITEMS, type StandardItem } from '@portal/contracts/science-guide.items.codes';
import { STANDARD_2003, type BandItemKey } from '@portal/contracts/science-guide.standard-2003.codes';
import { useIdParam } from '../../../components/article/use-id-param';
import { ContentPage, ContentPanel } from '../../../components/page/content-page';
import { NotFoundState } from '../../../components/states/not-found-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { GuidePage } from '../components/guide-page';
import { BandTable, HeightWeightTable } from '../components/score-tables';

const isBand = (item: StandardItem): item is StandardItem & { table: BandItemKey } => item.table !== 'heightWeight';

export default function ExerciseDetailPage() {
  const id = useIdParam('id');
  const item = STANDARD_ITEMS.find((i) => i.id === id);
  if (!item) {
    return (
      // NotFoundState carries the page's one h1.
      <ContentPage>
        <ContentPanel label="未找到该锻炼项目">
          <NotFoundState
            title="未找到该锻炼项目"
            backTo={catalogue.exerciseEvent.href()}
            backLabel={`返回${pageHeading(catalogue.exerciseEvent)}`}
          />
        </ContentPanel>
      </ContentPage>
    );
  }
  return (
    <GuidePage entry={catalogue.exerciseDetail} nav={catalogue.exerciseEvent} heading={item.name}>
      <dl className="guide-facts">
        <dt>类别</dt>
        <dd>{item.quality}</dd>
        <dt>测试对象</dt>
        <dd>{item.groups}</dd>
        <dt>器材</dt>
        <dd>{item.equipment}</dd>
        <dt>单位</dt>
        <dd>{item.unit}</dd>
      </dl>
      <h2>测试方法</h2>
      <p>{item.method}</p>
      <h2>评分标准</h2>
      <p className="muted-text">
        出自《{STANDARD_2003.title}》（{STANDARD_2003.issuer}，{STANDARD_2003.edition}）。
      </p>
      {isBand(item) ? <BandTable item={item} /> : <HeightWeightTable />}
    </GuidePage>
  );
}
