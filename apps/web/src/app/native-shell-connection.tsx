import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { connectProgressOutbox } from '../features/content';

/** Once per app run: StrictMode mounts twice, and the shell's listeners cannot be taken back. */
let connected = false;

/**
 * The apps only: links that open the app, and Android's back button, go through the router.
 * Rendered inside it for its `navigate`; the launch link is read once connected, so none is missed.
 * The progress saved offline (the outbox) goes out now and whenever the network is back.
 */
export function NativeShellConnection() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const latestNavigate = useRef(navigate);
  useEffect(() => {
    latestNavigate.current = navigate;
  }, [navigate]);
  useEffect(() => {
    if (connected) return;
    connected = true;
    void import('../platform/native-shell').then(({ connectNativeShell }) =>
      connectNativeShell({ navigate: (to, options) => void latestNavigate.current(to, options) }),
    );
    void connectProgressOutbox(queryClient).catch((error: unknown) => console.warn('Outbox: could not start', error));
  }, [queryClient]);
  return null;
}
