import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { upperCaseAsTyped } from './upper-case-as-typed';

function CodeInput() {
  return <input aria-label="Code" onChange={upperCaseAsTyped} />;
}

describe('upperCaseAsTyped', () => {
  it('upper-cases what is typed', async () => {
    render(<CodeInput />);
    await userEvent.type(screen.getByLabelText('Code'), 'ab1c');
    expect(screen.getByLabelText('Code')).toHaveValue('AB1C');
  });

  it('keeps the caret where it was when a letter is typed in the middle', async () => {
    render(<CodeInput />);
    const input = screen.getByLabelText<HTMLInputElement>('Code');
    await userEvent.type(input, 'ABCD');
    await userEvent.type(input, 'x', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('ABXCD');
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
  });
});
