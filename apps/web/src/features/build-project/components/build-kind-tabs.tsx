/**
 * Links between the four kinds of construction project (场地设施 / 全民健身中心 / 冰雪场地 / 体育公园), as a
 * named navigation with the current kind marked (aria-current="page"). Each link opens the kind's list
 * without filters.
 */
import { BUILD_KIND_NAMES, BUILD_KIND_PAGES, BUILD_KINDS, type BuildKind } from '@portal/contracts/build-project.codes';
import { Link } from 'react-router';

export function BuildKindTabs({ current }: { current: BuildKind }) {
  return (
    <nav className="build-kind-tabs" aria-label="建设项目类别">
      <ul>
        {BUILD_KINDS.map((kind) => (
          <li key={kind}>
            <Link to={BUILD_KIND_PAGES[kind].list.href()} aria-current={kind === current ? 'page' : undefined}>
              {BUILD_KIND_NAMES[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
