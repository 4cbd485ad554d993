/** The ambassadors feature's public entry: exactly what screens, app/ and other features use of it. */
export { AmbassadorsScreen } from './components/ambassadors-screen';
