import { useSession } from '../../features/session';
import { AppShell } from './app-shell';

/** Screens open to everyone keep the section menu for a signed-in visitor. */
export function AdaptiveFrame() {
  const { status } = useSession();
  return <AppShell navigation={status === 'authenticated'} />;
}
