// What the app adds to Fastify's instances and requests, in one place so every module agrees.
import type {} from 'fastify';
import type pg from 'pg';
import type { TConfig } from './config.ts';
import type { ContentStore } from './content/content-store.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MediaStore } from './media-store/media-store.ts';
import type { UserRow } from './user-record/user-row.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    db: Db;
    pool: pg.Pool;
    mailer: Mailer;
    /** The program content, held in memory (content/content-store.ts). */
    content: ContentStore;
    /** Where uploaded media live (media-store/): the disk under DATA_DIR, or S3-compatible storage. */
    mediaStore: MediaStore;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the session plugin; null when signed out. */
    user: UserRow | null;
    sessionId: string | null;
  }
}
