/** The health-faq feature's public entry: exactly what screens, app/ and other features use of it. */
export { FaqScreen } from './components/faq-screen';
