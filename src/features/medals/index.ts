/** The medals feature's public entry: exactly what screens, app/ and other features use of it. */
export { MedalItemsScreen } from './components/medal-items-screen';
