/** /socialSportGuider/guiderAssociation — 指导员协会 (catalogue.guiderAssociation): the section's association list (components/guider-article-list.tsx). */
import { catalogue } from '@portal/contracts/pages.codes';
import { GuiderArticleList } from '../components/guider-article-list';

export default function GuiderAssociationPage() {
  return (
    <GuiderArticleList
      kind="association"
      entry={catalogue.guiderAssociation}
      intro="各地社会体育指导员协会的动态与志愿服务。"
    />
  );
}
