import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ComponentType } from 'react';
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

/** A part of a screen that shows by itself once its code is here (a form, say). */
function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A lazy component whose loads the test finishes (or fails) when it chooses. */
function held<P extends object>(component: ComponentType<P>) {
  const loads: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () => new Promise<{ default: ComponentType<P> }>((resolve, reject) => loads.push({ resolve: () => resolve({ default: component }), reject })),
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

/** Shows the greeting once `needed` (the screen's data) asks for it and its code is here. */
function Waiting({ Part, needed }: { Part: LazyDialog<{ name: string }>; needed: boolean }) {
  const part = useDialogOpener(Part);
  const { load } = part;
  useEffect(() => {
    if (needed) load();
  }, [needed, load]);
  if (Part.loaded()) return <Part name="Kim" />;
  if (part.error)
    return (
      <>
        <p role="alert">{part.error}</p>
        <Button onClick={load}>Try again</Button>
      </>
    );
  return part.busy ? <p role="status">Loading…</p> : null;
}

beforeAll(async () => {
  await initTestI18n('en');
});

describe('lazyDialog', () => {
  it('loads on opening, with the opener busy meanwhile; focus goes into the dialog and back to the opener', async () => {
    const { Dialog, load, loads } = held(Question);
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
    const { Dialog, load, loads } = held(Question);
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
    const { Dialog, load, loads } = held(Question);
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

  it('loads a part when the screen asks for it, busy meanwhile; after a failure says so and loads again when asked', async () => {
    const { Dialog: Part, load, loads } = held(Greeting);
    const { rerender } = render(<Waiting Part={Part} needed={false} />);
    expect(load).not.toHaveBeenCalled();

    rerender(<Waiting Part={Part} needed />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    loads[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent(networkText);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    loads[1]?.resolve();
    expect(await screen.findByText('Hello Kim')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives the same load on every render, so an effect asks once', () => {
    const { Dialog: Part } = held(Greeting);
    const { result, rerender } = renderHook(() => useDialogOpener(Part));
    const first = result.current.load;
    rerender();
    expect(result.current.load).toBe(first);
  });
});
