// Layer filter: 全部 plus the six map types, as checkboxes.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_TYPES } from '@portal/contracts/fitness-map.codes';
import { installMatchMedia } from '../../../components/test-support/render-with-providers';
import { TypeFilter } from './type-filter';

afterEach(cleanup);

describe('TypeFilter', () => {
  it('offers 全部 and the six map types of spec §3 in a named group', () => {
    installMatchMedia();
    render(<TypeFilter value={[...MAP_TYPES]} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: '地图类型' })).toBeTruthy();
    const names = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(names).toEqual([
      '全部',
      '场公共体育场',
      '馆公共体育馆',
      '泳公共游泳（跳水）馆',
      '健全民健身中心',
      '赛赛事活动',
      '器场地器材',
    ]);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it('turns all off and on with 全部, and one type at a time', () => {
    installMatchMedia();
    const onChange = vi.fn();
    const { rerender } = render(<TypeFilter value={[...MAP_TYPES]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '全部' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(screen.getByRole('checkbox', { name: /赛事活动/ }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3, 4, 6]);
    rerender(<TypeFilter value={[2, 5]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '全部' }));
    expect(onChange).toHaveBeenLastCalledWith([...MAP_TYPES]);
    fireEvent.click(screen.getByRole('checkbox', { name: /公共体育场/ }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 5]);
  });
});
