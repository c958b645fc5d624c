/**
 * The page's theme, set before the first paint and kept up to date: `data-theme` on <html>
 * ('light' or 'dark', which styles/tokens.css reads) from the choice kept on this device or, without
 * one, from the system's `prefers-color-scheme`; and the matching `<meta name="theme-color">`.
 * It follows the system as it changes, a choice made in this tab (`changeEvent`, whose detail is
 * the choice) and one made in another tab (the `storage` event).
 *
 * The build writes this function's source inline into index.html's head (build/theme-script.ts),
 * so it runs before anything is drawn, under the page's CSP nonce. It may therefore use nothing
 * from outside its own body: its arguments come from theme-choice.ts.
 */
export function startTheme(storageKey: string, changeEvent: string): void {
  const root = document.documentElement;
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  let choice: unknown = null;
  try {
    choice = window.localStorage.getItem(storageKey);
  } catch {
    // Storage refused (private browsing, a locked-down browser): the system decides.
  }
  const apply = () => {
    const theme = choice === 'light' || choice === 'dark' ? choice : system.matches ? 'dark' : 'light';
    root.dataset.theme = theme;
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-theme]')) {
      meta.media = meta.dataset.theme === theme ? 'all' : 'not all';
    }
  };
  apply();
  system.addEventListener('change', apply);
  window.addEventListener(changeEvent, (event) => {
    choice = (event as CustomEvent<unknown>).detail;
    apply();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey && event.key !== null) return;
    choice = event.newValue;
    apply();
  });
}
