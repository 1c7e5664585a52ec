// The cascader pop-up wrapper: carries the id antd's input references, and makes each level's list focusable and named.
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CascaderPopup } from './cascader-popup';

afterEach(cleanup);

it('carries <id>_list and marks every level list focusable with its name', () => {
  const { container, rerender } = render(
    <CascaderPopup id="venue-area" levelNames={['省份', '城市', '区县']}>
      <ul className="ant-cascader-menu" role="menu" />
    </CascaderPopup>,
  );
  expect(container.querySelector('#venue-area_list')).not.toBeNull();
  rerender(
    <CascaderPopup id="venue-area" levelNames={['省份', '城市', '区县']}>
      <ul className="ant-cascader-menu" role="menu" />
      <ul className="ant-cascader-menu" role="menu" />
    </CascaderPopup>,
  );
  const lists = [...container.querySelectorAll<HTMLElement>('.ant-cascader-menu')];
  expect(lists.map((list) => list.tabIndex)).toEqual([0, 0]);
  expect(lists.map((list) => list.getAttribute('aria-label'))).toEqual(['省份', '城市']);
});
