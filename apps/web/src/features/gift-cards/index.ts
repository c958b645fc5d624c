export { GiftCardsSection } from './components/gift-cards-section';
