/** fitnessKnowledge (catalogue.fitnessKnowledge): the knowledge entries of the science fitness guidance (components/guide-list-page.tsx). */
import { catalogue } from '@portal/contracts/pages.codes';
import { GuideListPage } from '../components/guide-list-page';

export default function FitnessKnowledgePage() {
  return <GuideListPage kind="knowledge" entry={catalogue.fitnessKnowledge} />;
}
