/** The privacy feature's public entry: exactly what screens, app/ and other features use of it. */
export { RevealLogDrawer } from './components/reveal-log-drawer';
