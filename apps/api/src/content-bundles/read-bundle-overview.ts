import { asc } from 'drizzle-orm';
import { ContentBundleLimits, ContentBundleVersion, type TBundleOverview } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { modules } from '../db/schema.ts';

/** The export screen's choices: every topic (archived ones too) and the format this server reads. */
export async function readBundleOverview(db: TQueryable): Promise<TBundleOverview> {
  const topics = await db
    .select({ uid: modules.uid, title: modules.title, publish_status: modules.publishStatus })
    .from(modules)
    .orderBy(asc(modules.sortOrder), asc(modules.id));
  return { format_version: ContentBundleVersion, limits: { archive_bytes: ContentBundleLimits.archiveBytes }, topics };
}
