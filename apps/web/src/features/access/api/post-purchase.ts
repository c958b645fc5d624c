import type { TInAppPurchase, TPurchaseReply } from '@innerway/domain';
import { apiPost } from '../../../lib/api-client';

/** POST /in_app_purchases: a store's proof of a purchase, for the server to verify and grant. */
export function postPurchase(body: TInAppPurchase): Promise<TPurchaseReply> {
  return apiPost('/in_app_purchases', body);
}
