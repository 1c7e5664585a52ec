/** fitnessTalk (catalogue.fitnessTalk): the talk entries of the science fitness guidance (components/guide-list-page.tsx). */
import { catalogue } from '@portal/contracts/pages.codes';
import { GuideListPage } from '../components/guide-list-page';

export default function FitnessTalkPage() {
  return <GuideListPage kind="talk" entry={catalogue.fitnessTalk} />;
}
