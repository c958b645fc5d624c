import type { TLanguage } from '@innerway/domain';

/**
 * Query keys of the program content. Everything under `content` carries the caller's progress,
 * so a progress save or a reset invalidates the whole family at once.
 */
export const contentKeys = {
  all: ['content'] as const,
  modules: () => [...contentKeys.all, 'modules'] as const,
  module: (id: number, fullDetail: boolean) => [...contentKeys.all, 'module', id, fullDetail ? 'full' : 'brief'] as const,
  modulesDetail: () => [...contentKeys.all, 'module'] as const,
  exercises: (featured: boolean) => [...contentKeys.all, 'exercises', featured ? 'featured' : 'all'] as const,
  exercise: (id: number) => [...contentKeys.all, 'exercise', id] as const,
  resourcesByCategory: () => [...contentKeys.all, 'extra_contents', 'category'] as const,
  featuredResources: () => [...contentKeys.all, 'extra_contents', 'featured'] as const,
  resource: (id: number) => [...contentKeys.all, 'extra_content', id] as const,
};

/** Translations hold no progress: kept apart so that saving progress does not refetch them. */
export const translationsKey = (language: TLanguage) => ['translations', language] as const;
