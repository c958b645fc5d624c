import type { TAppEnvironment } from '@innerway/domain';

/** 'Innerway - Library' in production, 'Innerway - Library [local]' elsewhere (spec section 1). */
export function documentTitle(productName: string, screenTitle: string, environment: TAppEnvironment): string {
  const base = screenTitle ? `${productName} - ${screenTitle}` : productName;
  return environment === 'production' ? base : `${base} [${environment}]`;
}
