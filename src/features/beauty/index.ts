/** The beauty feature's public entry: exactly what screens, app/ and other features use of it. */
export { BeautyScreen } from './components/beauty-screen';
