import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, Modal } from '../components/ui';
import { initTestI18n } from '../test/i18n';
import { lazyDialog, useDialogOpener, type LazyDialog } from './lazy-dialog';

const networkText = 'We could not reach the server. Check your connection and try again.';

interface QuestionProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Question({ open, onOpenChange }: QuestionProps) {
  const [answered, setAnswered] = useState(false);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="A question">
      <Button onClick={() => setAnswered(true)}>{answered ? 'Answered' : 'Answer'}</Button>
    </Modal>
  );
}

/** A dialog whose loads the test finishes (or fails) when it chooses. */
function heldDialog() {
  const loads: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Question }>((resolve, reject) =>
        loads.push({ resolve: () => resolve({ default: Question }), reject }),
      ),
  );
  return { Dialog: lazyDialog(load), load, loads };
}

function Screen({ Dialog }: { Dialog: LazyDialog<QuestionProps> }) {
  const [open, setOpen] = useState(false);
  const opener = useDialogOpener(Dialog);
  return (
    <>
      {opener.error && <p role="alert">{opener.error}</p>}
      <Button busy={opener.busy} {...opener.intent} onClick={() => opener.open(() => setOpen(true))}>
        Ask
      </Button>
      <Dialog open={open} onOpenChange={setOpen} />
    </>
  );
}

beforeAll(async () => {
  await initTestI18n('en');
});

describe('lazyDialog', () => {
  it('loads on opening, with the opener busy meanwhile; focus goes into the dialog and back to the opener', async () => {
    const { Dialog, load, loads } = heldDialog();
    render(<Screen Dialog={Dialog} />);
    expect(load).not.toHaveBeenCalled();

    const ask = screen.getByRole('button', { name: 'Ask' });
    ask.focus();
    await userEvent.keyboard('{Enter}');
    expect(load).toHaveBeenCalledTimes(1);
    expect(ask).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Chromium moves the focus off a button that becomes disabled.
    ask.blur();

    loads[0]?.resolve();
    const dialog = await screen.findByRole('dialog', { name: 'A question' });
    expect(ask).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(ask).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after a failed load says the connection failed, gives the focus back, and loads again on the next opening', async () => {
    const { Dialog, load, loads } = heldDialog();
    render(<Screen Dialog={Dialog} />);
    const ask = screen.getByRole('button', { name: 'Ask' });
    await userEvent.click(ask);
    ask.blur();
    loads[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent(networkText);
    expect(ask).toBeEnabled();
    expect(ask).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(ask);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    loads[1]?.resolve();
    expect(await screen.findByRole('dialog', { name: 'A question' })).toBeInTheDocument();
  });

  it('starts loading when the opener is pointed at or focused, then opens at once, and keeps its state between openings', async () => {
    const { Dialog, load, loads } = heldDialog();
    render(<Screen Dialog={Dialog} />);
    const ask = screen.getByRole('button', { name: 'Ask' });
    await userEvent.hover(ask);
    ask.focus();
    expect(load).toHaveBeenCalledTimes(1);
    loads[0]?.resolve();
    await waitFor(() => expect(Dialog.loaded()).toBe(true));

    // At once: no busy opener, no frame without the dialog.
    await userEvent.click(ask);
    expect(ask).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('dialog', { name: 'A question' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(ask);
    expect(await screen.findByRole('button', { name: 'Answered' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
