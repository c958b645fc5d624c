import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../../test/i18n';
import { ReorderableList } from './reorderable-list';

beforeAll(async () => {
  await initTestI18n('en');
});

function Steps({ onReorder }: { onReorder?: (ids: string[]) => void }) {
  const [items, setItems] = useState(['Arrive', 'Breathe', 'Notice']);
  return (
    <ReorderableList
      items={items}
      idOf={(item) => item}
      nameOf={(item) => item}
      renderItem={(item) => <span>{item}</span>}
      onReorder={(ids) => {
        onReorder?.(ids);
        setItems(ids);
      }}
    />
  );
}

const order = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);

describe('a reorderable list', () => {
  it('moves an item up and down with its buttons, which stop at the ends', async () => {
    render(<Steps />);
    expect(screen.getByRole('button', { name: 'Move Arrive up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Notice down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Notice up' }));
    expect(order()).toEqual(['Arrive', 'Notice', 'Breathe']);
    await userEvent.click(screen.getByRole('button', { name: 'Move Arrive down' }));
    expect(order()).toEqual(['Notice', 'Arrive', 'Breathe']);
  });

  it('gives each drag handle a name and the keyboard instructions', () => {
    render(<Steps />);
    const handle = screen.getByRole('button', { name: 'Reorder Breathe' });
    expect(handle).toHaveAccessibleDescription(/Space or Enter to pick it up, the arrow keys to move it/);
  });

  it('picks an item up with the keyboard, and puts it back on Escape, saying so', async () => {
    const onReorder = vi.fn();
    render(<Steps onReorder={onReorder} />);
    screen.getByRole('button', { name: 'Reorder Breathe' }).focus();
    await userEvent.keyboard(' ');
    // (jsdom lays nothing out, so where it is over says little here; a browser journey moves it.)
    expect(await screen.findByText(/^(Picked up Breathe|Breathe is now at position)/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Breathe was put back where it was.')).toBeInTheDocument();
    expect(order()).toEqual(['Arrive', 'Breathe', 'Notice']);
    expect(onReorder).not.toHaveBeenCalled();
  });
});
