import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBundlePlan } from '@innerway/domain';
import { apiBasePath, apiGet, apiPostFile } from '../../../lib/api-client';

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

/** Imports the previewed bundle (the same file), refused when it or the content changed since the preview. */
export function useApplyBundleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, plan, note }: { file: Blob; plan: TBundlePlan; note: string }) => {
      const query = new URLSearchParams({
        archive_absent: String(plan.archive_absent),
        base_hash: plan.base_hash,
        bundle_hash: plan.bundle_hash,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      return apiPostFile(`/staff/content/bundles/apply?${query.toString()}`, asZip(file));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bundleKeys.overview }),
  });
}
