import '@fontsource-variable/nunito';
import './styles/global.css';
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { initI18n } from './lib/i18n';

// The page's CSP admits only <style> elements carrying this response's nonce; the modal
// dialogs' scroll lock (react-remove-scroll) adds one and takes the nonce from get-nonce.
// Browsers hide the attribute once parsed: the `nonce` property still holds it.
const cspNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (cspNonce) setNonce(cspNonce);

/** Two public pages must work even when the main application does not: they load on their own. */
const standalonePages: Record<string, () => Promise<{ default: ComponentType; prepareFirstRender?: () => Promise<void> }>> = {
  '/health': () => import('./standalone/health-page'),
  '/request-account-deletion': () => import('./standalone/request-account-deletion-page'),
};

/** Earlier versions of the site may have installed a service worker; this one does not want it. */
async function unregisterServiceWorkers() {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

async function start() {
  // The translation file downloads while the screen's code does.
  const translations = initI18n().catch(() => undefined);
  // In the apps, the stored session and the app's version are needed by the very first call.
  // Tested in place, so that the website's build has no trace of it (see platform/platform.ts).
  if (import.meta.env.VITE_APP_TARGET === 'native') await (await import('./platform/start')).startPlatform();
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  const load = standalonePages[path] ?? (() => import('./app/app'));
  const { default: Root, prepareFirstRender } = await load();
  // The first render waits for what the first screen needs, so it draws the screen itself rather
  // than a loading fallback (and React's hold-back of the content that follows one).
  await Promise.all([translations, prepareFirstRender?.()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices of a few milliseconds, yielding to
  // the browser between them, instead of in one long task that blocks input on a slow phone; the
  // splash stays until the screen is ready.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
  await unregisterServiceWorkers();
}

void start();
