import { beforeAll, describe, expect, it } from 'vitest';
import { useState, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../test/i18n';
import { Modal } from './modal';

beforeAll(async () => {
  await initTestI18n('en');
});

/** A page with a main heading and a button that opens a dialog as the screens do: by state, no Dialog.Trigger. */
function Page({ dialog }: { dialog: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Topic</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && dialog(() => setOpen(false))}
    </main>
  );
}

/** A loading dialog that the loaded one replaces (another dialog: keyed), as the content popup does once the item is here. */
function LoadingThenLoaded({ onClose }: { onClose: () => void }) {
  const [loaded, setLoaded] = useState(false);
  const close = (open: boolean) => !open && onClose();
  return loaded ? (
    <Modal key="loaded" open onOpenChange={close} title="Loaded" />
  ) : (
    <Modal key="loading" open onOpenChange={close} title="Loading">
      <button type="button" onClick={() => setLoaded(true)}>
        Finish loading
      </button>
    </Modal>
  );
}

/** A menu dialog whose entry opens a popup as the menu closes. */
function MenuThenPopup({ onClose }: { onClose: () => void }) {
  const [popup, setPopup] = useState(false);
  const close = (open: boolean) => !open && onClose();
  return popup ? (
    <Modal key="popup" open onOpenChange={close} title="Popup" />
  ) : (
    <Modal key="menu" open onOpenChange={close} title="Menu">
      <button type="button" onClick={() => setPopup(true)}>
        Entry
      </button>
    </Modal>
  );
}

const dialogClosed = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

describe('Modal focus return', () => {
  it('gives the focus back to the button that opened it', async () => {
    render(<Page dialog={(close) => <Modal open onOpenChange={(open) => !open && close()} title="Popup" />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Popup' })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await dialogClosed('Popup');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('gives it back to the first opener when a dialog replaced the one it opened', async () => {
    render(<Page dialog={(close) => <LoadingThenLoaded onClose={close} />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish loading' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Loaded' })).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await dialogClosed('Loaded');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it("gives it to the menu's opener when the popup was opened from a menu that has closed", async () => {
    render(<Page dialog={(close) => <MenuThenPopup onClose={close} />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Entry' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Popup' })).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await dialogClosed('Popup');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('gives it to the main heading, not the body, when nothing opened it (a popup opened by its address)', async () => {
    function OpenedByAddress() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <h1>Topic</h1>
          <Modal open={open} onOpenChange={setOpen} title="Popup" />
        </main>
      );
    }
    render(<OpenedByAddress />);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Popup' })).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await dialogClosed('Popup');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Topic' })).toHaveFocus());
  });
});

describe('Modal opening focus', () => {
  const fieldDialog = (focusFirstField: boolean) => (close: () => void) => (
    <Modal open onOpenChange={(open) => !open && close()} title="Reason" focusFirstField={focusFirstField}>
      <label>
        Why
        <textarea />
      </label>
    </Modal>
  );

  it('starts a form dialog at its first field', async () => {
    render(<Page dialog={fieldDialog(true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Why' })).toHaveFocus());
  });

  it('starts any other dialog at its first control, as before', async () => {
    render(<Page dialog={fieldDialog(false)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  });
});
