import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReminderSettings, TReminderSettingsUpdate } from '@innerway/domain';
import { apiGet, apiPut } from '../../../lib/api-client';

const reminderKeys = { user: (userId: number) => ['reminders', userId] as const };

/** GET /users/:id/reminders: off, with nothing chosen, until first saved. */
export function useReminderSettingsQuery(userId: number) {
  return useQuery({
    queryKey: reminderKeys.user(userId),
    queryFn: ({ signal }): Promise<TReminderSettings> => apiGet(`/users/${userId}/reminders`, { signal }),
  });
}

/**
 * PUT /users/:id/reminders: the whole schedule; the reply becomes what the screen shows.
 * `beforeSave` does the device's part first (the apps' notifications), so a failure there saves nothing.
 */
export function useSaveRemindersMutation(userId: number, beforeSave: (settings: TReminderSettingsUpdate) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: TReminderSettingsUpdate): Promise<TReminderSettings> => {
      await beforeSave(settings);
      return apiPut(`/users/${userId}/reminders`, settings);
    },
    onSuccess: (saved) => queryClient.setQueryData(reminderKeys.user(userId), saved),
  });
}
