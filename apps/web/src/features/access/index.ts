export { LazySubscribePrompt } from './components/lazy-subscribe-prompt';
export { SubscribeParamPrompt } from './components/subscribe-param-prompt';
export { SubscribeContent } from './components/subscribe-content';
export { PurchaseOptions } from './components/purchase-options';
export { StorePurchaseRecovery } from './components/store-purchase-recovery';
export { codeParam, subscribeParam, subscribePathWithCode, withSubscribeParam } from './lib/subscribe-param';
export { giftCardsKeys, useGiftCardsQuery } from './api/gift-cards-query';
