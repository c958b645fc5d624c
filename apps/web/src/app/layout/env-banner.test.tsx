import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { initTestI18n } from '../../test/i18n';
import { EnvBanner } from './env-banner';

beforeEach(async () => {
  await initTestI18n('en');
});

describe('environment banner', () => {
  it('is a landmark of its own, named for the environment', () => {
    render(<EnvBanner />);
    const banner = screen.getByRole('complementary', { name: 'Local environment' });
    expect(banner).toHaveTextContent('Not the live app');
  });
});
