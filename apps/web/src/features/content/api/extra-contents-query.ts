import { useQuery } from '@tanstack/react-query';
import { ApiReadPath, type TListedResource, type TResource, type TResourcesByCategory, type TTranslationTable } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';
import { contentKeys } from './content-keys';
import { localizeResource } from './localize';
import { useLocalizedQuery } from './use-localized-query';

function getResourcesByCategory(): Promise<TResourcesByCategory> {
  return apiGet(ApiReadPath.resourcesByCategory);
}

function getFeaturedResources(): Promise<TListedResource[]> {
  return apiGet(ApiReadPath.featuredResources);
}

function getResource(id: number): Promise<TResource> {
  return apiGet(`/extra_contents/${id}`);
}

const localizeResources = (resources: TListedResource[], table?: TTranslationTable) =>
  resources.map((resource) => localizeResource(resource, table));

function localizeByCategory(groups: TResourcesByCategory, table?: TTranslationTable): TResourcesByCategory {
  return Object.fromEntries(Object.entries(groups).map(([category, list]) => [category, localizeResources(list, table)]));
}

/** The resource shelf's resources, keyed by category number; locked ones in their locked shape. */
export function useResourcesByCategoryQuery() {
  const query = useQuery({ queryKey: contentKeys.resourcesByCategory(), queryFn: getResourcesByCategory, staleTime: 5 * 60_000 });
  return useLocalizedQuery(query, localizeByCategory);
}

/** The dashboard's featured resources (the tutorial, id 0, among them). */
export function useFeaturedResourcesQuery() {
  const query = useQuery({ queryKey: contentKeys.featuredResources(), queryFn: getFeaturedResources, staleTime: 5 * 60_000 });
  return useLocalizedQuery(query, localizeResources);
}

/** One resource (id 0 is the tutorial); 403 for a trial user on a locked one, 404 when unknown. */
export function useResourceQuery(id: number | null) {
  const query = useQuery({
    queryKey: contentKeys.resource(id ?? -1),
    queryFn: () => getResource(id!),
    enabled: id !== null && Number.isInteger(id) && id >= 0,
  });
  return useLocalizedQuery(query, localizeResource);
}
