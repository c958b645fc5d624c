import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppLinkPaths, ZErrorEnvelope } from '@innerway/domain';
import { notFound } from '../http/app-error.ts';
import type { TAppLinksConfig } from './app-links-config.ts';

/** The paths the apps open (domain AppLinkPaths); a component without a "?" matches any query. */
const appPaths = AppLinkPaths.map(({ path, prefix, comment }) => ({ '/': prefix ? `${path}*` : path, comment }));

/** Apple's current format (iOS 13 and later): `details[].appIDs` with `components`. */
function appleAppSiteAssociation(appId: string) {
  return {
    applinks: { details: [{ appIDs: [appId], components: appPaths }] },
    // The same app may offer the saved passwords of this site at sign-in.
    webcredentials: { apps: [appId] },
  };
}

/** The Digital Asset Links statement that lets the Android app open this site's links. */
function assetLinks(android: NonNullable<TAppLinksConfig['android']>) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: android.packageName, sha256_cert_fingerprints: android.certFingerprints },
    },
  ];
}

const ZAppleAppSiteAssociation = z.object({
  applinks: z.object({
    details: z.array(
      z.object({
        appIDs: z.array(z.string()),
        components: z.array(z.object({ '/': z.string(), comment: z.string().optional() })),
      }),
    ),
  }),
  webcredentials: z.object({ apps: z.array(z.string()) }),
});

const ZAssetLinks = z.array(
  z.object({
    relation: z.array(z.string()),
    target: z.object({
      namespace: z.string(),
      package_name: z.string(),
      sha256_cert_fingerprints: z.array(z.string()),
    }),
  }),
);

// Apple's CDN and Google's verifier fetch these; an hour keeps a changed setting from lingering.
const cacheControl = 'public, max-age=3600';

/**
 * /.well-known/apple-app-site-association and /.well-known/assetlinks.json, from configuration
 * (app-links-config.ts): registered outside /api and before the web app's fallback, so an
 * unconfigured file is the 404 envelope rather than the app's page.
 */
export const wellKnownRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appleAppId, android } = app.config.appLinks;
  const aasa = appleAppId ? appleAppSiteAssociation(appleAppId) : null;
  const links = android ? assetLinks(android) : null;

  // JSON (application/json) at its own path, with no .json suffix and no redirect, as Apple requires.
  app.get(
    '/.well-known/apple-app-site-association',
    {
      schema: {
        tags: ['app-links'],
        summary: 'Which paths the iOS app opens, and its shared passwords (404 when not configured)',
        response: { 200: ZAppleAppSiteAssociation, '4xx': ZErrorEnvelope },
      },
    },
    async (_request, reply) => {
    if (!aasa) throw notFound();
    return reply.header('cache-control', cacheControl).send(aasa);
    },
  );

  app.get(
    '/.well-known/assetlinks.json',
    {
      schema: {
        tags: ['app-links'],
        summary: 'The Android app’s link statement (404 when not configured)',
        response: { 200: ZAssetLinks, '4xx': ZErrorEnvelope },
      },
    },
    async (_request, reply) => {
    if (!links) throw notFound();
    return reply.header('cache-control', cacheControl).send(links);
    },
  );
};
