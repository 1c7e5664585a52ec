// The elder and accessible mode toolbar: 长者模式 in one press, the tools opened in place, each control labelled.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { A11Y_STORAGE_KEY, getA11ySettings, resetA11ySettingsCache, setA11ySettings } from '../../lib/a11y-settings';
import { A11yToolbar } from './a11y-toolbar';

afterEach(() => {
  cleanup();
  act(() => setA11ySettings({ textScale: 100, highContrast: false, largeCursor: false }));
  localStorage.clear();
  resetA11ySettingsCache();
});

function renderToolbar() {
  const router = createMemoryRouter([{ path: '*', element: <A11yToolbar /> }]);
  render(<RouterProvider router={router} />);
}

describe('A11yToolbar', () => {
  it('turns 长者模式 on and off with one button (aria-pressed), stored for the next visit', async () => {
    renderToolbar();
    const elder = await screen.findByRole('button', { name: '长者模式' });
    expect(elder.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(elder);
    expect(elder.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(A11Y_STORAGE_KEY)!)).toMatchObject({ textScale: 150, highContrast: true });
    expect(document.documentElement.getAttribute('data-text-scale')).toBe('150');
    fireEvent.click(elder);
    expect(getA11ySettings()).toMatchObject({ textScale: 100, highContrast: false });
  });

  it('opens the tools in place; text size, contrast and cursor controls are labelled and work', async () => {
    renderToolbar();
    const tools = await screen.findByRole('button', { name: '无障碍工具' });
    expect(tools.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(tools.getAttribute('aria-controls')!)?.hidden).toBe(true);
    fireEvent.click(tools);
    expect(tools.getAttribute('aria-expanded')).toBe('true');

    const sizes = await screen.findByRole('radiogroup', { name: '文字大小' }, { timeout: 10_000 });
    fireEvent.click(sizes.querySelectorAll('input[type="radio"]')[3]!);
    expect(getA11ySettings().textScale).toBe(200);
    fireEvent.click(screen.getByRole('switch', { name: '高对比度' }));
    fireEvent.click(screen.getByRole('switch', { name: '大鼠标' }));
    expect(getA11ySettings()).toEqual({ textScale: 200, highContrast: true, largeCursor: true });
    // jsdom has no speech synthesis: no read-aloud button.
    expect(screen.queryByRole('button', { name: '朗读本页' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    expect(getA11ySettings()).toEqual({ textScale: 100, highContrast: false, largeCursor: false });
    // The first import of antd in jsdom takes seconds on a busy machine.
  }, 30_000);
});
