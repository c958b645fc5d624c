export { SubscribePrompt, type SubscribePromptProps } from './components/subscribe-prompt';
export { SubscribeParamPrompt } from './components/subscribe-param-prompt';
export { SubscribeContent, type SubscribeContentProps } from './components/subscribe-content';
export { subscribeParam, withSubscribeParam } from './lib/subscribe-param';
