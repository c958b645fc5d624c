import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FormField } from './form-field';

const ZValues = z.object({ name: z.string().min(1, { error: 'Name is required.' }), code: z.string() });
type TValues = z.infer<typeof ZValues>;

function TestForm({ onValid }: { onValid: (values: TValues) => void }) {
  const form = useForm({ resolver: zodResolver(ZValues), defaultValues: { name: '', code: '' } });
  const problem = form.formState.errors.name?.message;
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <FormField name="name" label="Name" hint="As on your card" messageId={problem ? 'problem' : undefined} />
        <FormField name="code" label="Code" messageId={problem ? 'problem' : undefined} upperCase />
        {problem && <p id="problem">{problem}</p>}
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe('FormField', () => {
  it('marks the invalid field and points it at the form’s message as well as its hint; the others stay as they are', async () => {
    render(<TestForm onValid={() => undefined} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('As on your card');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required. As on your card');
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(code).not.toHaveAttribute('aria-describedby');
  });

  it('upper-cases a code as it is typed, before the form reads it', async () => {
    const values: TValues[] = [];
    render(<TestForm onValid={(submitted) => values.push(submitted)} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'kw2l');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(values).toEqual([{ name: 'Ana', code: 'KW2L' }]);
  });
});
