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

/** An on/off setting: a Switch with its visible <label>. */
function SwitchItem({ id, label, setting }: { id: string; label: string; setting: 'highContrast' | 'largeCursor' }) {
  const checked = useA11ySettings()[setting];
  return (
    <div className="a11y-panel__item">
      <label htmlFor={id} className="a11y-panel__label">
        {label}
      </label>
      <Switch id={id} checked={checked} onChange={(on) => setA11ySettings({ [setting]: on })} />
    </div>
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
      <SwitchItem id={`${id}-contrast`} label="高对比度" setting="highContrast" />
      <SwitchItem id={`${id}-cursor`} label="大鼠标" setting="largeCursor" />
      <div className="a11y-panel__item">
        <ReadAloudButton />
        <Button onClick={() => setA11ySettings(DEFAULT_A11Y_SETTINGS)}>恢复默认</Button>
      </div>
    </div>
  );
}
