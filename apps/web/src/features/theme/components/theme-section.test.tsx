import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../../test/i18n';
import { themeChangeEvent, themeStorageKey } from '../lib/theme-choice';
import { ThemeSection } from './theme-section';

beforeAll(async () => {
  await initTestI18n('en');
});

const radio = (name: string) => screen.getByRole('radio', { name });

describe('ThemeSection', () => {
  it('offers the system, light and dark, starting at the system when nothing was chosen', () => {
    render(<ThemeSection />);
    expect(screen.getByRole('region', { name: 'Appearance' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Choose how the app looks' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((input) => input.getAttribute('value'))).toEqual(['system', 'light', 'dark']);
    expect(radio('Same as this device')).toBeChecked();
  });

  it('shows the choice kept on this device', () => {
    window.localStorage.setItem(themeStorageKey, 'dark');
    render(<ThemeSection />);
    expect(radio('Dark')).toBeChecked();
  });

  it('keeps a new choice on this device and tells the page at once', async () => {
    const applied = vi.fn();
    window.addEventListener(themeChangeEvent, (event) => applied((event as CustomEvent<unknown>).detail), { once: true });
    render(<ThemeSection />);
    await userEvent.click(radio('Light'));
    expect(radio('Light')).toBeChecked();
    expect(window.localStorage.getItem(themeStorageKey)).toBe('light');
    expect(applied).toHaveBeenCalledWith('light');
  });

  it('reads in French and Spanish too', async () => {
    await initTestI18n('fr');
    const { unmount } = render(<ThemeSection />);
    expect(screen.getByRole('radiogroup', { name: 'Choisissez l’apparence de l’application' })).toBeInTheDocument();
    expect(radio('Sombre')).toBeInTheDocument();
    unmount();
    await initTestI18n('es');
    render(<ThemeSection />);
    expect(radio('Igual que este dispositivo')).toBeChecked();
    await initTestI18n('en');
  });
});
