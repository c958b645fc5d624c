import { useQuery } from '@tanstack/react-query';
import { ApiReadPath, type TActivity, type TListedActivity, type TTranslationTable } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';
import { contentKeys } from './content-keys';
import { localizeActivity } from './localize';
import { useLocalizedQuery } from './use-localized-query';

function getExercises(featured: boolean): Promise<TListedActivity[]> {
  return apiGet(featured ? ApiReadPath.featuredExercises : ApiReadPath.exercises);
}

function getExercise(id: number): Promise<TActivity> {
  return apiGet(`/exercises/${id}`);
}

const localizeActivities = (activities: TListedActivity[], table?: TTranslationTable) =>
  activities.map((activity) => localizeActivity(activity, table));

/** Every activity (the resource shelf), or only the featured ones (the dashboard); locked ones in their locked shape. */
export function useExercisesQuery({ featured = false }: { featured?: boolean } = {}) {
  // Spec section 7: the lists are cached; progress saves invalidate them.
  const query = useQuery({ queryKey: contentKeys.exercises(featured), queryFn: () => getExercises(featured), staleTime: 5 * 60_000 });
  return useLocalizedQuery(query, localizeActivities);
}

/** One activity; 403 for a trial user on a locked one, 404 when unknown. */
export function useExerciseQuery(id: number | null) {
  const query = useQuery({
    queryKey: contentKeys.exercise(id ?? 0),
    queryFn: () => getExercise(id!),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
  return useLocalizedQuery(query, localizeActivity);
}
