/**
 * Leaving the editor with unsaved changes (use-autosave.ts useLeaveWarning + LeaveConfirm): the browser's
 * beforeunload prompt only while dirty; a link inside the app is held back by a dialog (留在本页 stays,
 * 离开 goes on); a clean form and the editor's own replace navigation pass without a question.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../../../components/test-support/render-with-providers';
import { useLeaveWarning } from '../use-autosave';
import { LeaveConfirm } from './leave-confirm';

afterEach(cleanup);

function Editor({ dirty }: { dirty: boolean }) {
  const leaving = useLeaveWarning(dirty);
  const navigate = useNavigate();
  return (
    <>
      <LeaveConfirm blocker={leaving} />
      <Link to="/news">新闻</Link>
      <button type="button" onClick={() => void navigate('/admin/content/edit?id=9', { replace: true })}>
        保存后转到编辑地址
      </button>
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderEditor(dirty: boolean) {
  installMatchMedia();
  const router = createMemoryRouter(
    [
      { path: '/admin/content/new', element: <Editor dirty={dirty} /> },
      { path: '/admin/content/edit', element: <Where /> },
      { path: '/news', element: <Where /> },
    ],
    { initialEntries: ['/admin/content/new'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving the editor', () => {
  it('holds a link back while dirty: 留在本页 stays, 离开 goes on', async () => {
    const router = renderEditor(true);
    expect(beforeUnloadPrevented()).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: '新闻' }));
    expect(await screen.findByText('有未保存的修改')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '留在本页' }));
    expect(router.state.location.pathname).toBe('/admin/content/new');
    fireEvent.click(screen.getByRole('link', { name: '新闻' }));
    await screen.findByText('有未保存的修改');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^离\s?开$/u })));
    expect((await screen.findByTestId('where')).textContent).toBe('/news');
  });

  it('lets a clean form and the editor’s own replace navigation pass', async () => {
    const router = renderEditor(true);
    fireEvent.click(screen.getByRole('button', { name: '保存后转到编辑地址' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/admin/content/edit?id=9');
    expect(router.state.location.pathname).toBe('/admin/content/edit');
    cleanup();
    renderEditor(false);
    expect(beforeUnloadPrevented()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: '新闻' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/news');
    expect(screen.queryByText('有未保存的修改')).toBeNull();
  });
});
