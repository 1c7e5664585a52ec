/** fitnessPlan (catalogue.fitnessPlan): the plan entries of the science fitness guidance (components/guide-list-page.tsx). */
import { catalogue } from '@portal/contracts/pages.codes';
import { GuideListPage } from '../components/guide-list-page';

export default function FitnessPlanPage() {
  return <GuideListPage kind="plan" entry={catalogue.fitnessPlan} />;
}
