import type { TPurchaseProduct, TPurchaseReply } from '@innerway/domain';
import { storePlatform } from '../../../platform/purchases';
import { SandboxPurchase } from './sandbox-purchase';
import { StoreBadges } from './store-badges';
import { StorePurchase } from './store-purchase';

export interface PurchaseOptionsProps {
  product: TPurchaseProduct;
  onPurchased: (reply: TPurchaseReply) => void;
  onRestored?: (fullAccess: boolean) => void;
}

/**
 * Where the product is bought: in the apps, right here through their store; on the web, which
 * sells nothing (spec section 1), the store badges, and the local sandbox where it exists.
 */
export function PurchaseOptions({ product, onPurchased, onRestored }: PurchaseOptionsProps) {
  // The build's constant written out here, not only inside storePlatform(): the website's bundle
  // then drops the store's code from this chunk altogether.
  if (import.meta.env.VITE_APP_TARGET === 'native' && storePlatform()) return <StorePurchase product={product} onPurchased={onPurchased} {...(onRestored ? { onRestored } : {})} />;
  return (
    <>
      <StoreBadges />
      <SandboxPurchase product={product} onPurchased={onPurchased} />
    </>
  );
}
