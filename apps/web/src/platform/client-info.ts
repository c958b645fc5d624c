import { formatClientInfo, Version } from '@innerway/domain';
import type { TAppShell } from './native-plugins';
import { currentPlatform } from './platform';

interface TAppVersion {
  version: string;
  build: number;
}

let appVersion: TAppVersion = Version.web;

/**
 * The apps report the version and build of the installed binary, read once at start-up. Should
 * the shell not answer (or give a build that is not a number), the domain's native version stands in.
 */
export async function readAppVersion(app: TAppShell): Promise<void> {
  appVersion = Version.native;
  try {
    const { version, build } = await app.info();
    if (version && version.length <= 20 && /^\d{1,9}$/.test(build)) appVersion = { version, build: Number(build) };
  } catch {
    // Keeps the domain's native version.
  }
}

/** The X-Client-Info header (spec section 7): the real platform, version, build and window size. */
export function clientInfoHeader(): string {
  return formatClientInfo({
    platform: currentPlatform(),
    version: appVersion.version,
    build: appVersion.build,
    window: `${Math.round(window.innerWidth)}x${Math.round(window.innerHeight)}`,
  });
}
