import { describe, expect, it } from 'vitest';
import { Languages } from '@innerway/domain';
import { giftCardMail } from './gift-card-mail.ts';

const input = { productName: 'Innerway', from: 'Ana', message: 'Take care', code: 'KQ7M2XPA', link: 'https://innerway.example/register?code=KQ7M2XPA' };

describe('gift card mail', () => {
  it.each(Languages)('carries the code, the sender, the message and the link in %s', (language) => {
    const mail = giftCardMail({ ...input, language });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('KQ7M2XPA');
      expect(part).toContain('Ana');
      expect(part).toContain('Take care');
    }
    expect(mail.subject).toContain('Ana');
    expect(mail.text).toContain(input.link);
    expect(mail.html.split(`href="${input.link}"`)).toHaveLength(3);
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it('leaves the message out when there is none', () => {
    const mail = giftCardMail({ ...input, language: 'en', message: null });
    expect(mail.text).not.toContain('Their message');
  });

  it("escapes the buyer's words in the HTML, never passing markup through", () => {
    const mail = giftCardMail({ ...input, language: 'en', from: '<img src=x onerror=alert(1)>', message: '"</p><a href="https://evil.example">win</a>' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<a href="https://evil.example"');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&quot;&lt;/p&gt;&lt;a href=&quot;https://evil.example&quot;&gt;win&lt;/a&gt;');
  });
});
