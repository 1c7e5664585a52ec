/** fitnessNutrition (catalogue.fitnessNutrition): the nutrition entries of the science fitness guidance (components/guide-list-page.tsx). */
import { catalogue } from '@portal/contracts/pages.codes';
import { GuideListPage } from '../components/guide-list-page';

export default function FitnessNutritionPage() {
  return <GuideListPage kind="nutrition" entry={catalogue.fitnessNutrition} />;
}
