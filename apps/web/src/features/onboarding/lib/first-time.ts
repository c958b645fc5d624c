import { firstTimeStorageKey } from '../../auth';

/**
 * Reads and clears the first-time flag registration sets (spec section 4): true once, for the
 * visit that should open the introduction tutorial. Without storage (private browsing) it is
 * simply never set.
 */
export function takeFirstTimeFlag(): boolean {
  try {
    if (window.localStorage.getItem(firstTimeStorageKey) === null) return false;
    window.localStorage.removeItem(firstTimeStorageKey);
    return true;
  } catch {
    return false;
  }
}
