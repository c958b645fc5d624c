import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBundlePlan } from '@innerway/domain';
import { apiBasePath, apiGet, apiPost, apiPostFile } from '../../../lib/api-client';

const bundleKeys = { overview: ['staff-bundles', 'overview'] as const };

/** The topics that can be exported on their own (GET /staff/content/bundles). */
export function useBundleOverviewQuery() {
  return useQuery({ queryKey: bundleKeys.overview, queryFn: ({ signal }) => apiGet('/staff/content/bundles', { signal }) });
}

/** The address that downloads the whole program, or one topic, as a bundle (the browser saves it). */
export function bundleExportUrl(topicUid?: string): string {
  return `${apiBasePath}/staff/content/bundles/export${topicUid ? `?topic=${encodeURIComponent(topicUid)}` : ''}`;
}

/** The server reads any zip it is sent as one, whatever type the browser gave the file. */
const asZip = (file: Blob) => new Blob([file], { type: 'application/zip' });

/** Uploads a bundle and asks what importing it would change; nothing changes. */
export function usePreviewBundleMutation() {
  return useMutation({
    mutationFn: ({ file, archiveAbsent }: { file: Blob; archiveAbsent: boolean }) =>
      apiPostFile(`/staff/content/bundles/preview?archive_absent=${archiveAbsent}`, asZip(file)),
  });
}

/** Imports the previewed bundle, which the server kept: the file is not sent again. Refused when the content changed since the preview, or the preview expired. */
export function useApplyBundleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plan, note }: { plan: TBundlePlan; note: string }) =>
      apiPost('/staff/content/bundles/apply', {
        upload_id: plan.upload_id,
        archive_absent: plan.archive_absent,
        base_hash: plan.base_hash,
        bundle_hash: plan.bundle_hash,
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bundleKeys.overview }),
  });
}
