/** The promotions feature's public entry: exactly what screens, app/ and other features use of it. */
export { PromotionsScreen } from './components/promotions-screen';
