/**
 * The tools of the elder and accessible mode toolbar (a11y-toolbar.tsx opens it in place; antd inside
 * <AntdScope>): 文字大小 (Segmented 100/125/150/200 %), 高对比度 and 大鼠标 (Switch, each with its <label>),
 * 朗读本页 / 停止朗读 (Button; absent when the browser has no Chinese voice) and 恢复默认. Every change is
 * stored and applied at once (lib/a11y-settings).
 */
import { Button, Segmented, Switch } from 'antd';
import { useId } from 'react';
import {
  DEFAULT_A11Y_SETTINGS,
  setA11ySettings,
  TEXT_SCALES,
  useA11ySettings,
  type TextScale,
} from '../../lib/a11y-settings';
import { readAloud, stopReadingAloud, useChineseVoice, useReadingAloud } from '../../lib/read-aloud';

const SCALE_OPTIONS = TEXT_SCALES.map((scale) => ({ value: scale, label: `${scale}%` }));

/** The element read aloud: the page's <main> (the content, without header, menus and footer). */
function mainContentText(): string {
  return document.querySelector('main')?.innerText ?? '';
}

function ReadAloudButton() {
  const voice = useChineseVoice();
  const reading = useReadingAloud();
  if (!voice) return null;
  return (
    <Button aria-pressed={reading} onClick={() => (reading ? stopReadingAloud() : readAloud(mainContentText(), voice))}>
      {reading ? '停止朗读' : '朗读本页'}
    </Button>
  );
}

export default function A11yPanel() {
  const settings = useA11ySettings();
  const id = useId();
  return (
    <div className="a11y-panel">
      <div className="a11y-panel__item">
        <span className="a11y-panel__label" aria-hidden="true">
          文字大小
        </span>
        <Segmented<TextScale>
          aria-label="文字大小"
          options={SCALE_OPTIONS}
          value={settings.textScale}
          onChange={(textScale) => setA11ySettings({ textScale })}
        />
      </div>
      <div className="a11y-panel__item">
        <label htmlFor={`${id}-contrast`} className="a11y-panel__label">
          高对比度
        </label>
        <Switch
          id={`${id}-contrast`}
          checked={settings.highContrast}
          onChange={(highContrast) => setA11ySettings({ highContrast })}
        />
      </div>
      <div className="a11y-panel__item">
        <label htmlFor={`${id}-cursor`} className="a11y-panel__label">
          大鼠标
        </label>
        <Switch
          id={`${id}-cursor`}
          checked={settings.largeCursor}
          onChange={(largeCursor) => setA11ySettings({ largeCursor })}
        />
      </div>
      <div className="a11y-panel__item">
        <ReadAloudButton />
        <Button onClick={() => setA11ySettings(DEFAULT_A11Y_SETTINGS)}>恢复默认</Button>
      </div>
    </div>
  );
}
