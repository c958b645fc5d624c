import type { TDataExport } from '@innerway/domain';
import { apiBasePath } from '../../../lib/api-client';

/** Where the website downloads a ready export: the browser sends the session cookie with the link. */
export function downloadPath(userId: number, dataExport: TDataExport): string {
  return `${apiBasePath}/users/${userId}/data_export/${encodeURIComponent(dataExport.id)}/file`;
}
