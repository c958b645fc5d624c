import { purchaseProducts, type TPurchaseProduct } from '@innerway/domain';

/** Our products -> the store's product ids (the server's APPLE_PRODUCT_IDS / GOOGLE_PLAY_PRODUCT_IDS). */
export type TStoreProductIds = Record<TPurchaseProduct, string>;

const sameNames = Object.fromEntries(purchaseProducts.map((product) => [product, product])) as TStoreProductIds;

/**
 * The store product ids, from the build's VITE_STORE_PRODUCT_IDS (JSON like
 * {"full_access":"...","gift_card":"..."}), else the products' own names, as on the server.
 */
export function readStoreProductIds(json: string | undefined = import.meta.env.VITE_STORE_PRODUCT_IDS): TStoreProductIds {
  if (!json) return sameNames;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = null;
  }
  const ids = parsed as Partial<Record<TPurchaseProduct, unknown>> | null;
  const valid = ids !== null && typeof ids === 'object' && purchaseProducts.every((product) => typeof ids[product] === 'string' && ids[product] !== '');
  // A broken build setting would otherwise surface only as 'product not found' in the store sheet.
  if (!valid) throw new Error('VITE_STORE_PRODUCT_IDS must be JSON like {"full_access":"...","gift_card":"..."}');
  return { full_access: ids.full_access as string, gift_card: ids.gift_card as string };
}

/** Which of our products a store product id is, if any. */
export function productOfStoreId(ids: TStoreProductIds, storeId: string): TPurchaseProduct | null {
  return purchaseProducts.find((product) => ids[product] === storeId) ?? null;
}
