// The home banner carousel: controls, slide exposure, autoplay and its pauses (WCAG 2.2.2).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@portal/contracts/content';
import { AUTOPLAY_MS, BannerCarousel } from './banner-carousel';

const banners: Banner[] = [
  { id: 1, title: '全民健身日', imageUrl: '/api_/ow/file/1', linkPath: '/news' },
  { id: 2, title: '体育公园', imageUrl: '/api_/ow/file/2', linkPath: '/policyRule' },
  { id: 3, title: '健身步道', imageUrl: '/api_/ow/file/3', linkPath: '/main/notice' },
];

const renderCarousel = (items: Banner[] = banners) =>
  render(
    <MemoryRouter>
      <BannerCarousel banners={items} />
    </MemoryRouter>,
  );

/** Title of the slide exposed to assistive technology (the others are aria-hidden). */
const shownTitle = () =>
  Array.from(document.querySelectorAll('.banner-slide'))
    .filter((slide) => !slide.hasAttribute('aria-hidden'))
    .map((slide) => slide.querySelector('img')?.alt);

/** A mouse pointer entering ('pointerover') or leaving ('pointerout') `target` (jsdom has no PointerEvent). */
function mousePointer(type: 'pointerover' | 'pointerout', target: Element) {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget: document.body });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  fireEvent(target, event);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('BannerCarousel', () => {
  it('moves with 上一张 / 下一张 and the dots; only the shown slide is exposed and focusable', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: '焦点图' }).getAttribute('aria-roledescription')).toBe('轮播图');
    expect(shownTitle()).toEqual(['全民健身日']);
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(shownTitle()).toEqual(['体育公园']);
    expect(screen.getByAltText('体育公园').closest('a')?.getAttribute('tabindex')).toBeNull();
    expect(screen.getByAltText('全民健身日').closest('a')?.getAttribute('tabindex')).toBe('-1');
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(shownTitle()).toEqual(['健身步道']);
    const dot = screen.getByRole('button', { name: '第 2 张：体育公园' });
    fireEvent.click(dot);
    expect(shownTitle()).toEqual(['体育公园']);
    expect(dot.getAttribute('aria-current')).toBe('true');
  });

  it('advances every 5 s, not while hovered or focused, and never after 暂停轮播', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: '焦点图' });
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(shownTitle()).toEqual(['体育公园']);

    mousePointer('pointerover', region);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(shownTitle()).toEqual(['体育公园']);
    mousePointer('pointerout', region);

    fireEvent.focus(screen.getByRole('button', { name: '下一张' }));
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(shownTitle()).toEqual(['体育公园']);
    fireEvent.blur(screen.getByRole('button', { name: '下一张' }));
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(shownTitle()).toEqual(['健身步道']);

    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    fireEvent.blur(screen.getByRole('button', { name: '继续轮播' }));
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(shownTitle()).toEqual(['健身步道']);
    // Paused by the visitor: the slide area announces the slides they move to.
    expect(document.querySelector('.banner-slides')?.getAttribute('aria-live')).toBe('polite');
  });

  it('shows a single banner without controls, and nothing without banners', () => {
    renderCarousel(banners.slice(0, 1));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    const { container } = renderCarousel([]);
    expect(container.querySelector('.banner-carousel')).toBeNull();
  });
});
