/** fitnessTeach (catalogue.fitnessTeach): the teach entries of the science fitness guidance (components/guide-list-page.tsx). */
import { catalogue } from '@portal/contracts/pages.codes';
import { GuideListPage } from '../components/guide-list-page';

export default function FitnessTeachPage() {
  return <GuideListPage kind="teach" entry={catalogue.fitnessTeach} />;
}
