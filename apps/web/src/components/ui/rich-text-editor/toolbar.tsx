import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './rich-text-editor.module.css';

export interface ToolbarItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** ProseMirror's name of the keys (`Mod-b`), told to screen readers and shown in the tooltip. */
  shortcut: string;
  /** Whether the format is on at the selection (a toggle button's pressed state); undefined for an action. */
  pressed?: boolean;
  /** An action that cannot run now (nothing to undo): it stays focusable, as a toolbar's items do. */
  unavailable?: boolean;
  run: () => void;
}

const apple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** `Mod-Shift-8` as ARIA names the keys (`Control+Shift+8`, `Meta+...` on Apple devices). */
function ariaKeys(shortcut: string): string {
  return shortcut
    .split('-')
    .map((key) => ({ Mod: apple ? 'Meta' : 'Control', Alt: 'Alt', Shift: 'Shift' })[key] ?? key.toUpperCase())
    .join('+');
}

/** `Mod-Shift-8` as people read it (`Ctrl+Shift+8`, `⌘⇧8` on Apple devices). */
function shownKeys(shortcut: string): string {
  const names = apple ? { Mod: '⌘', Alt: '⌥', Shift: '⇧' } : { Mod: 'Ctrl', Alt: 'Alt', Shift: 'Shift' };
  return shortcut
    .split('-')
    .map((key) => names[key as keyof typeof names] ?? key.toUpperCase())
    .join(apple ? '' : '+');
}

export interface ToolbarProps {
  label: string;
  /** The editable it formats. */
  controls: string;
  items: ToolbarItem[];
  disabled: boolean;
}

/**
 * The WAI-ARIA toolbar: one Tab stop, the arrow keys (and Home, End) move between its buttons.
 * A pointer press keeps the focus (and the selection) in the editor.
 */
export function Toolbar({ label, controls, items, disabled }: ToolbarProps) {
  const { t } = useTranslation('staffRichText');
  const [current, setCurrent] = useState(0);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined || at < 0) return;
    event.preventDefault();
    const index = (next + buttons.length) % buttons.length;
    setCurrent(index);
    buttons[index]?.focus();
  };

  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} className={styles.toolbar} onKeyDown={move}>
      {items.map((item, index) => (
        <button
          key={item.key}
          type="button"
          className={styles.tool}
          tabIndex={index === current ? 0 : -1}
          aria-label={item.label}
          title={t('withShortcut', { action: item.label, keys: shownKeys(item.shortcut) })}
          aria-keyshortcuts={ariaKeys(item.shortcut)}
          aria-pressed={item.pressed}
          aria-disabled={item.unavailable || undefined}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={() => (item.unavailable ? undefined : item.run())}
        >
          {item.icon}
        </button>
      ))}
    </div>
  );
}
