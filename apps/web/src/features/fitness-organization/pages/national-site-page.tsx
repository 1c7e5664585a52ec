/** nationalSite list page (catalogue.nationalSite): the organisations of its category (components/organization-list.tsx). */
import { OrganizationList } from '../components/organization-list';
import { ORGANIZATION_PAGES } from '../organization-pages';

export default function NationalSitePage() {
  return <OrganizationList page={ORGANIZATION_PAGES[3]} />;
}
