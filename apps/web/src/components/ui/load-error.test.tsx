import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../test/i18n';
import { LoadError } from './load-error';

beforeAll(async () => {
  await initTestI18n('fr');
});

describe('a failed load', () => {
  it('says what failed under its heading, and tries again in the reader’s language', async () => {
    const onRetry = vi.fn();
    render(<LoadError title="Les achats n’ont pas pu être chargés." message="Erreur du serveur" onRetry={onRetry} retrying={false} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Les achats n’ont pas pu être chargés.');
    expect(alert).toHaveTextContent('Erreur du serveur');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('cannot be pressed again while the retry runs', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="Erreur du serveur" onRetry={onRetry} retrying />);
    await userEvent.click(screen.getByRole('button', { name: /Réessayer/ }));
    expect(onRetry).not.toHaveBeenCalled();
  });
});
