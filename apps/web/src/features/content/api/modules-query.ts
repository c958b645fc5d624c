import { useQuery } from '@tanstack/react-query';
import { ApiReadPath, type TListedModuleSummary, type TModule, type TTranslationTable } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';
import { contentKeys } from './content-keys';
import { localizeModule, localizeModuleSummary } from './localize';
import { useLocalizedQuery } from './use-localized-query';

function getModules(): Promise<TListedModuleSummary[]> {
  return apiGet(ApiReadPath.modules);
}

function getModule(id: number, fullDetail: boolean): Promise<TModule> {
  return apiGet(ApiReadPath.module(id, fullDetail));
}

const localizeModules = (modules: TListedModuleSummary[], table?: TTranslationTable) =>
  modules.map((module) => localizeModuleSummary(module, table));

/** The library: every topic the caller may see, with their progress counts; locked ones as their locked cards. */
export function useModulesQuery() {
  const query = useQuery({ queryKey: contentKeys.modules(), queryFn: getModules });
  return useLocalizedQuery(query, localizeModules);
}

/**
 * One topic with its segments; `fullDetail` adds the related resources and `nextModule`.
 * A trial user asking for a locked topic gets a 403 (`ApiError.status`).
 */
export function useModuleQuery(id: number, fullDetail: boolean) {
  const query = useQuery({
    queryKey: contentKeys.module(id, fullDetail),
    queryFn: () => getModule(id, fullDetail),
    enabled: Number.isInteger(id) && id > 0,
  });
  return useLocalizedQuery(query, localizeModule);
}
