/** sportAssociation list page (catalogue.sportAssociation): the organisations of its category (components/organization-list.tsx). */
import { OrganizationList } from '../components/organization-list';
import { ORGANIZATION_PAGES } from '../organization-pages';

export default function SportAssociationPage() {
  return <OrganizationList page={ORGANIZATION_PAGES[2]} />;
}
