import { useSession } from '../../features/session';
import { AppShell } from './app-shell';
import { PublicFrame } from './public-frame';

/** Screens open to everyone keep the section menu for a signed-in visitor. */
export function AdaptiveFrame() {
  const { status } = useSession();
  return status === 'authenticated' ? <AppShell /> : <PublicFrame />;
}
