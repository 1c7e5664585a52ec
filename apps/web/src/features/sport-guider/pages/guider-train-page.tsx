/** /socialSportGuider/guiderTrain — 指导员培训 (catalogue.guiderTrain): the section's train list (components/guider-article-list.tsx). */
import { catalogue } from '@portal/contracts/pages.codes';
import { GuiderArticleList } from '../components/guider-article-list';

export default function GuiderTrainPage() {
  return (
    <GuiderArticleList
      kind="train"
      entry={catalogue.guiderTrain}
      intro="社会体育指导员培训班的时间、地点、名额与报名状态。"
    />
  );
}
