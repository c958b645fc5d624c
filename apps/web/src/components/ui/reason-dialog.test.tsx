import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../test/i18n';
import { ReasonDialog } from './reason-dialog';

beforeAll(async () => {
  await initTestI18n('en');
});

/** A screen's action button and its dialog, which closes once the action is confirmed. */
function Action({ onConfirm }: { onConfirm: (reason: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Disable
      </button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Disable this account"
        description="They are signed out at once."
        confirmLabel="Disable"
        busy={false}
        onConfirm={(reason) => {
          onConfirm(reason);
          setOpen(false);
        }}
      />
    </main>
  );
}

describe('ReasonDialog', () => {
  it('refuses a missing or too short reason beside the field, and confirms the trimmed one', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Action onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable this account' });
    const confirm = () => user.click(dialog.querySelector('button[type=submit]')!);

    await confirm();
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(/Please say why\./);
    await user.type(screen.getByLabelText('Reason'), ' ok ');
    await confirm();
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(/Reason must be at least 3 characters\./);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Reason'));
    await user.type(screen.getByLabelText('Reason'), '  Asked by the member  ');
    await confirm();
    expect(onConfirm).toHaveBeenCalledWith('Asked by the member');
  });

  it('opens empty for the next action after one was confirmed', async () => {
    const user = userEvent.setup();
    render(<Action onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await user.type(screen.getByLabelText('Reason'), 'Asked by the member');
    await user.click(screen.getByRole('dialog').querySelector('button[type=submit]')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(screen.getByLabelText('Reason')).toHaveValue('');
  });
});
