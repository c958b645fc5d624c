import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedChangesGuard(dirty, 'Leave without saving?');
  return <Link to="/elsewhere">Program</Link>;
}

const renderEditor = (dirty: boolean) =>
  render(
    <MemoryRouter initialEntries={['/editor']}>
      <Routes>
        <Route path="/editor" element={<Editor dirty={dirty} />} />
        <Route path="/elsewhere" element={<p>Elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => vi.restoreAllMocks());

describe('the unsaved-changes guard', () => {
  it('stays on the page when the editor says no, and leaves when they say yes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderEditor(true);
    await userEvent.click(screen.getByRole('link', { name: 'Program' }));
    expect(confirm).toHaveBeenCalledWith('Leave without saving?');
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Program' }));
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });

  it('asks nothing when there is nothing to lose', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderEditor(false);
    await userEvent.click(screen.getByRole('link', { name: 'Program' }));
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the browser to confirm closing the tab while there are changes', () => {
    renderEditor(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
