/** /socialSportGuider/policy — 政策法规 (catalogue.guiderPolicy): the section's policy list (components/guider-article-list.tsx). */
import { catalogue } from '@portal/contracts/pages.codes';
import { GuiderArticleList } from '../components/guider-article-list';

export default function GuiderPolicyPage() {
  return (
    <GuiderArticleList
      kind="policy"
      entry={catalogue.guiderPolicy}
      intro="社会体育指导员管理办法、等级评定与注册的政策规定。"
    />
  );
}
