import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup, type RadioGroupProps } from './radio-group';

const items = [
  { value: 'calm', label: 'Calm' },
  { value: 'busy', label: 'Busy', disabled: true },
  { value: 'tired', label: 'Tired' },
  { value: 'fine', label: 'Fine' },
];

function renderGroup(props: Partial<RadioGroupProps> = {}) {
  return render(<RadioGroup label="How do you feel?" items={items} {...props} />);
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('RadioGroup', () => {
  it('is a radio group named by its label, with one radio per item named by its text', () => {
    renderGroup({ required: true });
    const group = screen.getByRole('radiogroup', { name: 'How do you feel?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio').map((input) => input.getAttribute('value'))).toEqual(['calm', 'busy', 'tired', 'fine']);
    expect(screen.getAllByRole('radio').every((input) => input.hasAttribute('required'))).toBe(true);
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(group).not.toHaveAccessibleDescription();
  });

  it('has one tab stop, the chosen item, and the arrow keys move and choose, skipping a disabled item', async () => {
    const onValueChange = vi.fn();
    renderGroup({ defaultValue: 'calm', onValueChange });
    await userEvent.tab();
    expect(radio('Calm')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(radio('Tired')).toHaveFocus();
    expect(radio('Tired')).toBeChecked();
    expect(radio('Calm')).not.toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(radio('Calm')).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(radio('Fine')).toBeChecked();
    expect(onValueChange.mock.calls).toEqual([['tired'], ['fine'], ['calm'], ['fine']]);
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('controlled, shows the value it is given and reports a choice', async () => {
    const onValueChange = vi.fn();
    const { rerender } = renderGroup({ value: 'tired', onValueChange });
    expect(radio('Tired')).toBeChecked();
    await userEvent.click(radio('Fine'));
    expect(onValueChange).toHaveBeenCalledWith('fine');
    // The choice is the owner's: until it passes the new value, the old one stays.
    expect(radio('Tired')).toBeChecked();
    rerender(<RadioGroup label="How do you feel?" items={items} value="fine" onValueChange={onValueChange} />);
    expect(radio('Fine')).toBeChecked();
    rerender(<RadioGroup label="How do you feel?" items={items} value="" onValueChange={onValueChange} />);
    expect(screen.getAllByRole('radio').some((input) => (input as HTMLInputElement).checked)).toBe(false);
  });

  it('uncontrolled, keeps its own choice and sends it with its form', async () => {
    render(
      <form aria-label="Mood">
        <RadioGroup label="How do you feel?" items={items} defaultValue="calm" name="mood" />
      </form>,
    );
    await userEvent.click(screen.getByText('Tired'));
    expect(radio('Tired')).toBeChecked();
    expect(new FormData(screen.getByRole('form', { name: 'Mood' }) as HTMLFormElement).get('mood')).toBe('tired');
  });

  it('cannot choose a disabled item, nor any item of a disabled group', async () => {
    const onValueChange = vi.fn();
    const { rerender } = renderGroup({ onValueChange });
    expect(radio('Busy')).toBeDisabled();
    await userEvent.click(radio('Busy'));
    expect(radio('Busy')).not.toBeChecked();
    rerender(<RadioGroup label="How do you feel?" items={items} onValueChange={onValueChange} disabled />);
    expect(screen.getAllByRole('radio').every((input) => (input as HTMLInputElement).matches(':disabled'))).toBe(true);
    await userEvent.click(radio('Calm'));
    expect(radio('Calm')).not.toBeChecked();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('is described by its error, and marked invalid', () => {
    renderGroup({ error: 'Choose how you feel.' });
    const group = screen.getByRole('radiogroup', { name: 'How do you feel?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose how you feel.');
  });
});
