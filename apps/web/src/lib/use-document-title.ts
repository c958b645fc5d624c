import { useEffect } from 'react';
import { documentTitle } from './document-title';
import { appConfig } from './config';

/** 'Innerway - Library', with ' [local]' etc. outside production (spec section 1). */
export function useDocumentTitle(screenTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(appConfig.productName, screenTitle, appConfig.env);
  }, [screenTitle]);
}
