import { describe, expect, it } from 'vitest';
import { Languages } from '@innerway/domain';
import { emailChangedMail, maskAddress } from './email-changed-mail.ts';
import { escapeHtml } from './layout.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import { verificationMail } from './verification-mail.ts';

const link = 'https://innerway.example/password/reset/abc?email=a%2Bb%40example.com';

describe('mail templates', () => {
  it.each(Languages)('renders the %s verification mail with the link in text and HTML', (language) => {
    const mail = verificationMail({ language, productName: 'Innerway', name: 'Ana', link });
    expect(mail.subject).toContain('Innerway');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Ana');
    expect(mail.html).toContain(`<html lang="${language}">`);
    // Button and plain link both carry the escaped link.
    expect(mail.html.split(`href="${escapeHtml(link)}"`)).toHaveLength(3);
  });

  it('writes each language in its own words', () => {
    const subjects = Languages.map(
      (language) => passwordResetMail({ language, productName: 'Innerway', name: 'Ana', link }).subject,
    );
    expect(subjects).toEqual([
      'Reset your Innerway password',
      'Réinitialisez votre mot de passe Innerway',
      'Restablece tu contraseña de Innerway',
    ]);
    expect(verificationMail({ language: 'fr', productName: 'Innerway', name: 'Ana', link }).text).toContain('votre adresse');
    expect(verificationMail({ language: 'es', productName: 'Innerway', name: 'Ana', link }).text).toContain('tu dirección');
  });

  it('escapes names and product names in the HTML but not in the text', () => {
    const mail = verificationMail({ language: 'en', productName: 'In & Out', name: '<script>alert(1)</script>', link });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('In &amp; Out');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('escapes every character that could break out of an attribute', () => {
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });

  it.each(Languages)('renders the %s notice of an e-mail change with the support address as its action', (language) => {
    const mail = emailChangedMail({ language, productName: 'Innerway', name: 'Ana', maskedAddress: 'n•••@example.com', supportEmail: 'help@innerway.example' });
    expect(mail.subject).toContain('Innerway');
    expect(mail.text).toContain('n•••@example.com');
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html.split('href="mailto:help@innerway.example"')).toHaveLength(3);
  });

  it('masks an address down to its first character and its domain', () => {
    expect(maskAddress('new.address@example.com')).toBe('n•••@example.com');
    expect(maskAddress('a@b.co')).toBe('a•••@b.co');
  });
});
