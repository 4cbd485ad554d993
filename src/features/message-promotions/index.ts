/** The message-promotions feature's public entry: exactly what screens, app/ and other features use of it. */
export { MessagePromotionsScreen } from './components/message-promotions-screen';
