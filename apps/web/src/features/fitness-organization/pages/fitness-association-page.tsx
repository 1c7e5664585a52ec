/** fitnessAssociation list page (catalogue.fitnessAssociation): the organisations of its category (components/organization-list.tsx). */
import { OrganizationList } from '../components/organization-list';
import { ORGANIZATION_PAGES } from '../organization-pages';

export default function FitnessAssociationPage() {
  return <OrganizationList page={ORGANIZATION_PAGES[0]} />;
}
