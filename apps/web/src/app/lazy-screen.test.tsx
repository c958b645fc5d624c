import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen } from './lazy-screen';

const module = { default: () => <h1>Library</h1> };

describe('lazyScreen', () => {
  it('draws a preloaded screen in the first render, with no fallback', async () => {
    const load = vi.fn(async () => module);
    const Screen = lazyScreen(load);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends until its code is here when it was not preloaded', async () => {
    const Screen = lazyScreen(async () => module);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
  });

  it('lets a failed preload be tried again by the render', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(module);
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('Failed to fetch');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
  });
});
