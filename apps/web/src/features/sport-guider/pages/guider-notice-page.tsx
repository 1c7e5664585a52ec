/** /socialSportGuider/socialSportNotice — 通知公告 (catalogue.guiderNotice): the section's notice list (components/guider-article-list.tsx). */
import { catalogue } from '@portal/contracts/pages.codes';
import { GuiderArticleList } from '../components/guider-article-list';

export default function GuiderNoticePage() {
  return (
    <GuiderArticleList kind="notice" entry={catalogue.guiderNotice} intro="注册年审、表彰与等级晋升的通知和公示。" />
  );
}
