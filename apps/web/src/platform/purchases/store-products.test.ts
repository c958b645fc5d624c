import { describe, expect, it } from 'vitest';
import { productOfStoreId, readStoreProductIds } from './store-products';

describe('store product ids', () => {
  it('are the products’ own names by default, as on the server', () => {
    expect(readStoreProductIds(undefined)).toEqual({ full_access: 'full_access', gift_card: 'gift_card' });
  });

  it('come from the build’s VITE_STORE_PRODUCT_IDS, the server’s JSON shape', () => {
    const ids = readStoreProductIds('{"full_access":"app.innerway.full","gift_card":"app.innerway.gift"}');
    expect(ids).toEqual({ full_access: 'app.innerway.full', gift_card: 'app.innerway.gift' });
    expect(productOfStoreId(ids, 'app.innerway.gift')).toBe('gift_card');
    expect(productOfStoreId(ids, 'full_access')).toBeNull();
  });

  it('refuse a broken setting rather than offer products the store does not know', () => {
    expect(() => readStoreProductIds('{"full_access":"x"}')).toThrow(/VITE_STORE_PRODUCT_IDS/);
    expect(() => readStoreProductIds('not json')).toThrow(/VITE_STORE_PRODUCT_IDS/);
  });
});
