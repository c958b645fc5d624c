export { SubscribeParamPrompt } from './components/subscribe-param-prompt';
export { SubscribeContent, type SubscribeContentProps } from './components/subscribe-content';
export { PurchaseOptions, type PurchaseOptionsProps } from './components/purchase-options';
export { StorePurchaseRecovery } from './components/store-purchase-recovery';
export { codeParam, subscribeParam, subscribePathWithCode, withSubscribeParam } from './lib/subscribe-param';
export { giftCardsKeys, useGiftCardsQuery } from './api/gift-cards-query';
