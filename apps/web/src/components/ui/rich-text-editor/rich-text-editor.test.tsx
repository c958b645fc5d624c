import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../../test/i18n';
import { RichTextEditor, type RichTextEditorProps } from '.';

beforeAll(async () => {
  await initTestI18n('en');
  // jsdom lays nothing out: ProseMirror asks where the selection is to scroll it into view.
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

type THarnessProps = Partial<RichTextEditorProps> & { initial?: string; onHtml?: (html: string) => void };

/** A screen's field: it keeps the value the editor sends and gives it back, as a form does. */
function Field({ initial = '', onHtml, ...props }: THarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      id="body-fr"
      label="Body (French)"
      lang="fr"
      value={value}
      onChange={(html) => {
        setValue(html);
        onHtml?.(html);
      }}
      {...props}
    />
  );
}

function setUp(props: THarnessProps = {}) {
  const onHtml = vi.fn<(html: string) => void>();
  const user = userEvent.setup();
  const view = render(<Field onHtml={onHtml} {...props} />);
  const editable = screen.getByRole('textbox', { name: 'Body (French)' });
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Body (French)' });
  const tool = (name: string) => within(toolbar).getByRole('button', { name });
  const lastHtml = () => onHtml.mock.lastCall?.[0];
  return { ...view, user, onHtml, editable, toolbar, tool, lastHtml };
}

/**
 * Ctrl+Shift and a digit key, as a browser reports it: the character the key types with Shift (a US
 * keyboard's `*` for 8) and the key's code, which ProseMirror reads the shortcut from.
 */
function pressShifted(target: HTMLElement, key: string, keyCode: number) {
  const event = new KeyboardEvent('keydown', { key, ctrlKey: true, shiftKey: true, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'keyCode', { value: keyCode });
  act(() => {
    target.dispatchEvent(event);
  });
}

/** A paste of this HTML, as a browser's clipboard event brings it. */
function paste(target: HTMLElement, html: string, text = '') {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.assign(event, { clipboardData: { types: ['text/html', 'text/plain'], getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? text : '') } });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('RichTextEditor', () => {
  it('is a labelled, described, multi-line text box in the body’s language', () => {
    const { editable, toolbar } = setUp({ describedBy: 'body-fr-hint', invalid: true });
    expect(editable).toHaveAttribute('id', 'body-fr');
    expect(editable).toHaveAttribute('aria-multiline', 'true');
    expect(editable).toHaveAttribute('lang', 'fr');
    expect(editable).toHaveAttribute('contenteditable', 'true');
    expect(editable).toHaveAttribute('aria-describedby', 'body-fr-hint');
    expect(editable).toHaveAttribute('aria-invalid', 'true');
    expect(toolbar).toHaveAttribute('aria-controls', 'body-fr');
  });

  it('shows the value it is given and sends what is typed as HTML', async () => {
    const given = setUp({ initial: '<p>Bonjour</p>' });
    expect(given.editable.querySelector('p')).toHaveTextContent('Bonjour');
    expect(given.lastHtml()).toBeUndefined();
    given.unmount();
    const { user, editable, lastHtml } = setUp();
    await user.click(editable);
    await user.keyboard('Bonjour à tous & <b>');
    expect(lastHtml()).toBe('<p>Bonjour à tous &amp; &lt;b&gt;</p>');
  });

  it('reads back its own HTML unchanged, lists written as the program writes them', () => {
    const bodies = [
      '<h3>Respirer</h3><p>Un <strong>deux</strong> <em>trois</em><br>quatre <a href="https://example.org/a?b=1&amp;c=2">site</a> <a href="mailto:aide@example.org">mail</a></p>',
      '<ul><li>un</li><li><strong>deux</strong></li></ul><ol><li>trois<ul><li>quatre</li></ul></li></ol>',
    ];
    for (const body of bodies) {
      const onChange = vi.fn();
      const { unmount } = render(<RichTextEditor id="x" label="Body" lang="fr" value={body} onChange={onChange} />);
      expect(screen.getByRole('textbox').innerHTML.replaceAll(' class="ProseMirror-trailingBreak"', '')).toContain(body.includes('<ul>') ? 'trois' : 'Respirer');
      unmount();
    }
  });

  it('formats the selection from the toolbar and shows which formats are on', async () => {
    const { user, editable, tool, lastHtml } = setUp({ initial: '<p>Respirez</p>' });
    await user.click(editable);
    await user.keyboard('{Control>}a{/Control}');
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'false');
    await user.click(tool('Bold'));
    expect(lastHtml()).toBe('<p><strong>Respirez</strong></p>');
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Italic'));
    expect(lastHtml()).toBe('<p><strong><em>Respirez</em></strong></p>');
    expect(tool('Italic')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Heading'));
    expect(lastHtml()).toBe('<h3><strong><em>Respirez</em></strong></h3>');
    expect(tool('Heading')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Heading'));
    await user.click(tool('Bulleted list'));
    expect(lastHtml()).toBe('<ul><li><strong><em>Respirez</em></strong></li></ul>');
    expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Numbered list'));
    expect(lastHtml()).toBe('<ol><li><strong><em>Respirez</em></strong></li></ol>');
    await user.click(tool('Numbered list'));
    expect(lastHtml()).toBe('<p><strong><em>Respirez</em></strong></p>');
    // The focus stays in the text, so typing goes on.
    expect(editable).toHaveFocus();
  });

  it('has the usual keyboard shortcuts, undo and redo', async () => {
    const { user, editable, tool, lastHtml } = setUp();
    await user.click(editable);
    await user.keyboard('Respirez');
    await user.keyboard('{Control>}a{/Control}{Control>}b{/Control}');
    expect(lastHtml()).toBe('<p><strong>Respirez</strong></p>');
    await user.keyboard('{Control>}i{/Control}');
    expect(lastHtml()).toBe('<p><strong><em>Respirez</em></strong></p>');
    await user.keyboard('{Control>}{Alt>}3{/Alt}{/Control}');
    expect(lastHtml()).toBe('<h3><strong><em>Respirez</em></strong></h3>');
    await user.keyboard('{Control>}{Alt>}3{/Alt}{/Control}');
    pressShifted(editable, '*', 56);
    expect(lastHtml()).toBe('<ul><li><strong><em>Respirez</em></strong></li></ul>');
    pressShifted(editable, '&', 55);
    expect(lastHtml()).toBe('<ol><li><strong><em>Respirez</em></strong></li></ol>');
    await user.keyboard('{Control>}z{/Control}');
    expect(lastHtml()).toBe('<ul><li><strong><em>Respirez</em></strong></li></ul>');
    expect(tool('Redo')).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(lastHtml()).toBe('<ol><li><strong><em>Respirez</em></strong></li></ol>');
    expect(tool('Redo')).toHaveAttribute('aria-disabled', 'true');
    expect(tool('Bold')).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(tool('Bold')).toHaveAccessibleName('Bold');
    expect(tool('Bold')).toHaveAttribute('title', 'Bold (Ctrl+B)');
  });

  it('breaks a line with Shift+Enter', async () => {
    const { user, editable, lastHtml } = setUp();
    await user.click(editable);
    await user.keyboard('Une{Shift>}{Enter}{/Shift}');
    expect(lastHtml()).toBe('<p>Une<br></p>');
  });

  it('keeps only the allowed markup of a paste', async () => {
    const { user, editable, lastHtml } = setUp();
    await user.click(editable);
    paste(
      editable,
      '<meta charset="utf-8"><h1 style="color:red">Titre</h1><div onclick="alert(1)">Un <b>gras</b> <i>penché</i> <span style="font-weight:700">lourd</span> <u>souligné</u></div>' +
        '<script>alert(1)</script><img src=x onerror="alert(1)"><p><a href="javascript:alert(1)">piège</a> <a href="https://example.org" target="_blank" onclick="x">site</a></p>' +
        '<table><tr><td>cellule</td></tr></table><b style="font-weight:normal">Docs</b>',
    );
    const html = lastHtml()!;
    expect(html).toBe(
      '<h3>Titre</h3><p>Un <strong>gras</strong> <em>penché</em> <strong>lourd</strong> souligné</p><p>piège <a href="https://example.org">site</a></p><p>cellule</p><p>Docs</p>',
    );
    expect(editable.querySelector('script, img, [onclick], [style], table')).toBeNull();
  });

  it('links through its dialog, refusing any address but a web or mail one', async () => {
    const { user, editable, tool, lastHtml } = setUp({ initial: '<p>Lire la suite</p>' });
    await user.click(editable);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(tool('Link'));
    const dialog = await screen.findByRole('dialog', { name: 'Add a link' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Enter a web address (https:// or http://) or an email address.'));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(lastHtml()).toBeUndefined();
    await user.clear(address);
    await user.type(address, 'example.org/suite{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lastHtml()).toBe('<p><a href="https://example.org/suite">Lire la suite</a></p>');
    expect(tool('Link')).toHaveAttribute('aria-pressed', 'true');
  });

  it('edits and removes a link with the keyboard', async () => {
    const { user, editable, tool, lastHtml } = setUp({ initial: '<p><a href="https://example.org">Le site</a> ici</p>' });
    await user.click(editable);
    // The cursor is at the start of the text, at the link.
    expect(tool('Link')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit the link' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('https://example.org');
    await user.clear(address);
    await user.type(address, 'aide@example.org{Enter}');
    expect(lastHtml()).toBe('<p><a href="mailto:aide@example.org">Le site</a> ici</p>');
    await user.click(tool('Link'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove the link' }));
    expect(lastHtml()).toBe('<p>Le site ici</p>');
  });

  it('is one Tab stop whose buttons the arrow keys move between', async () => {
    const { user, toolbar } = setUp();
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1]);
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(buttons.at(-1)).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(buttons[2]).toHaveFocus();
    expect(buttons.map((button) => button.tabIndex)).toEqual([-1, -1, 0, -1, -1, -1, -1, -1]);
    // The next Tab leaves the toolbar for the text.
    await user.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('shows a value given from outside, and sends nothing for it', () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor id="x" label="Body" lang="en" value="<p>Old</p>" onChange={onChange} />);
    rerender(<RichTextEditor id="x" label="Body" lang="en" value="<p>New <em>text</em></p>" onChange={onChange} />);
    expect(screen.getByRole('textbox')).toHaveTextContent('New text');
    expect(screen.getByRole('textbox').querySelector('em')).toHaveTextContent('text');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends the empty string once every word is gone', async () => {
    const { user, editable, lastHtml } = setUp({ initial: '<p>x</p>' });
    await user.click(editable);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(lastHtml()).toBe('');
  });

  it('takes no input while disabled', () => {
    const { editable, toolbar } = setUp({ disabled: true, initial: '<p>x</p>' });
    expect(editable).toHaveAttribute('contenteditable', 'false');
    expect(editable).toHaveAttribute('aria-disabled', 'true');
    for (const button of within(toolbar).getAllByRole('button')) expect(button).toBeDisabled();
  });
});
