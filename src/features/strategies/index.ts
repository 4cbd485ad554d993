/** The strategies feature's public entry: exactly what screens, app/ and other features use of it. */
export { StrategiesScreen } from './components/strategies-screen';
