export { SubscribeParamPrompt } from './components/subscribe-param-prompt';
export { SubscribeContent, type SubscribeContentProps } from './components/subscribe-content';
export { StoreBadges } from './components/store-badges';
export { SandboxPurchase, type SandboxPurchaseProps } from './components/sandbox-purchase';
export { codeParam, subscribeParam, subscribePathWithCode, withSubscribeParam } from './lib/subscribe-param';
export { upperCaseAsTyped } from './lib/upper-case-as-typed';
export { giftCardsKeys, useGiftCardsQuery } from './api/gift-cards-query';
