/** The banners feature's public entry: exactly what screens, app/ and other features use of it. */
export { BannersScreen } from './components/banners-screen';
