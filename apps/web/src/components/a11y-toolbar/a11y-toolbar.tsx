/**
 * The elder and accessible mode toolbar of every page (MIIT 互联网网站适老化通用设计规范, GB/T 37668): in the
 * main layout's top bar and in the standalone pages' brand bar.
 *
 * Two plain buttons are always there: 长者模式 (one press: text 150 % and high contrast, lib/a11y-settings
 * withElderMode; aria-pressed) and 无障碍工具 (aria-expanded), which opens the tools in place below the bar,
 * never as a pop-up: text size 100/125/150/200 %, high contrast, large cursor, read-aloud (only where the
 * browser has a Chinese voice) and 恢复默认 (a11y-panel.tsx, antd Segmented/Switch/Button). The panel and antd
 * load on the first opening, so the home page's first load stays without antd (docs/decisions/web-conventions.md "Home
 * page first load without antd"). Reading aloud stops when the page changes.
 *
 * `id` of the panel: A11Y_PANEL_ID; `variant` 'light' on the white top bar, 'dark' on the theme-coloured bar.
 */
import { lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AntdScope } from '../../lib/antd-scope';
import { isElderMode, setA11ySettings, useA11ySettings, withElderMode } from '../../lib/a11y-settings';
import { stopReadingAloud } from '../../lib/read-aloud';
import './a11y-toolbar.css';

export const A11Y_PANEL_ID = 'a11y-panel';

/** The toolbar's container id: the footer's 长者模式 / 无障碍 links lead here (layouts/footer-service-links.tsx). */
export const A11Y_TOOLBAR_ID = 'a11y-toolbar';

const A11yPanel = lazy(() => import('./a11y-panel'));

export function A11yToolbar({ variant = 'light' }: { variant?: 'light' | 'dark' }) {
  const settings = useA11ySettings();
  const elder = isElderMode(settings);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => () => stopReadingAloud(), [pathname]);

  return (
    <div id={A11Y_TOOLBAR_ID} className={`a11y-toolbar a11y-toolbar--${variant}`}>
      <div className="a11y-toolbar__bar" role="group" aria-label="无障碍浏览">
        <button
          type="button"
          className="a11y-toolbar__button"
          aria-pressed={elder}
          onClick={() => setA11ySettings(withElderMode(settings, !elder))}
        >
          长者模式
        </button>
        <button
          type="button"
          className="a11y-toolbar__button"
          aria-expanded={open}
          aria-controls={A11Y_PANEL_ID}
          onClick={() => setOpen((value) => !value)}
        >
          无障碍工具
        </button>
      </div>
      <div id={A11Y_PANEL_ID} className="a11y-toolbar__panel" hidden={!open}>
        {open && (
          <AntdScope
            fallback={
              <p className="a11y-toolbar__loading" role="status">
                正在加载…
              </p>
            }
          >
            <A11yPanel />
          </AntdScope>
        )}
      </div>
    </div>
  );
}
