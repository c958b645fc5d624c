export { GiftCardsSection, giftParam } from './components/gift-cards-section';
