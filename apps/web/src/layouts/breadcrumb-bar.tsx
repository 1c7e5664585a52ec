/**
 * The breadcrumb under the tab menu (spec §2 "Breadcrumb"). All rules live in breadcrumb-model.ts;
 * this renders its result as a nav landmark with an ordered list. The home crumb (house icon + 首页)
 * sets the stored menu index to 0 and goes to '/'; link crumbs go where the model says; the last crumb
 * is the current page (aria-current).
 */
import { HomeOutlined } from '@ant-design/icons';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import { useRouteHandle } from '../config/route-handle';
import { safeNavigate } from '../lib/safe-navigate';
import { setStoredMenuIndex } from './active-menu-index';
import { buildBreadcrumb, type BreadcrumbRoute, type Crumb } from './breadcrumb-model';
import './breadcrumb-bar.css';

export function BreadcrumbBar({ routes }: { routes: readonly BreadcrumbRoute[] }) {
  const handle = useRouteHandle();
  const { search } = useLocation();
  const navigate = useNavigate();
  const model = buildBreadcrumb({ ...handle, search, routes });
  if (!model) return null;

  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setStoredMenuIndex(0);
    safeNavigate(navigate, catalogue.home.href());
  };

  const renderCrumb = (crumb: Crumb) => {
    if (crumb.home) {
      const content = (
        <>
          <HomeOutlined aria-hidden="true" /> {crumb.text}
        </>
      );
      return crumb.current ? (
        <span aria-current="page">{content}</span>
      ) : (
        <a href={crumb.to} onClick={goHome} className="breadcrumb-bar__home">
          {content}
        </a>
      );
    }
    if (crumb.current) return <span aria-current="page">{crumb.text}</span>;
    if (crumb.to) return <Link to={crumb.to}>{crumb.text}</Link>;
    return <span>{crumb.text}</span>;
  };

  return (
    <nav className={model.className ? `breadcrumb-bar ${model.className}` : 'breadcrumb-bar'} aria-label="当前位置">
      <div className="portal-container">
        <span className="breadcrumb-bar__label">当前位置：</span>
        <ol className="breadcrumb-bar__list">
          {model.crumbs.map((crumb) => (
            <li key={crumb.key} className="breadcrumb-bar__item">
              {renderCrumb(crumb)}
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
