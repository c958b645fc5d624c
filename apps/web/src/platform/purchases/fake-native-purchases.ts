import { vi } from 'vitest';

/**
 * A fake of the @capgo/native-purchases module as the apps' bundle loads it, for screen tests:
 * `vi.mock('@capgo/native-purchases', () => store)` with `store` from a hoisted import of this.
 */
export function fakeNativePurchasesModule() {
  return {
    NativePurchases: {
      purchaseProduct: vi.fn(),
      getProducts: vi.fn(),
      getPurchases: vi.fn(),
      acknowledgePurchase: vi.fn(),
      consumePurchase: vi.fn(),
      restorePurchases: vi.fn(),
      addListener: vi.fn(),
    },
    PURCHASE_TYPE: { INAPP: 'inapp', SUBS: 'subs' },
  };
}
