import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { initTestI18n } from '../test/i18n';
import { lazyZodResolver, useLazyResolver, type LazyResolver } from './lazy-resolver';

const ZName = z.object({ name: z.string().trim().min(1, { error: 'Name is required.' }) });
type TNameSchema = typeof ZName;

const networkText = 'We could not reach the server. Check your connection and try again.';

/** A schema load the test finishes (or fails) when it chooses. */
function heldLoad() {
  const loads: { resolve: (schema: TNameSchema) => void; reject: (error: Error) => void }[] = [];
  const loadSchema = vi.fn(() => new Promise<TNameSchema>((resolve, reject) => loads.push({ resolve, reject })));
  return { loadSchema, loads };
}

function NameForm({ lazy, onValid }: { lazy: LazyResolver<TNameSchema>; onValid: (values: { name: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(lazy), defaultValues: { name: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <input aria-label="Name" {...register('name')} />
      {errors.name && <p role="alert">{errors.name.message}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

beforeAll(async () => {
  await initTestI18n();
});

describe('lazyZodResolver', () => {
  it('loads the schema on first use only, then validates and transforms with it', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(ZName));
    const { resolver } = lazyZodResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    const options = { fields: {}, shouldUseNativeValidation: false };
    await expect(resolver({ name: '  Ann ' }, undefined, options)).resolves.toEqual({ values: { name: 'Ann' }, errors: {} });
    const invalid = await resolver({ name: ' ' }, undefined, options);
    expect(invalid.errors.name?.message).toBe('Name is required.');
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('makes a submit sent before the load ends wait for it, not pass unchecked', async () => {
    const { loadSchema, loads } = heldLoad();
    const onValid = vi.fn();
    render(<NameForm lazy={lazyZodResolver(loadSchema)} onValid={onValid} />);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(loadSchema).toHaveBeenCalledTimes(1);
    expect(onValid).not.toHaveBeenCalled();
    loads[0]?.resolve(ZName);
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required.');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ann' }, expect.anything()));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('after a failed load keeps the form unsent, says the connection failed, and loads again on the next try', async () => {
    const { loadSchema, loads } = heldLoad();
    const onValid = vi.fn();
    render(<NameForm lazy={lazyZodResolver(loadSchema)} onValid={onValid} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(loadSchema).toHaveBeenCalledTimes(1);
    loads[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent(networkText);
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(loadSchema).toHaveBeenCalledTimes(2);
    loads[1]?.resolve(ZName);
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ann' }, expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts the load from useLazyResolver once, after the first paint, however often the form renders', () => {
    vi.useFakeTimers();
    try {
      const loadSchema = vi.fn(() => Promise.resolve(ZName));
      const lazy = lazyZodResolver(loadSchema);
      const { result, rerender } = renderHook(() => useLazyResolver(lazy));
      rerender();
      expect(result.current).toBe(lazy.resolver);
      expect(loadSchema).not.toHaveBeenCalled();
      vi.advanceTimersByTime(3_000);
      expect(loadSchema).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
