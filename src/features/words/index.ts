/** The words feature's public entry: exactly what screens, app/ and other features use of it. */
export { WordsScreen } from './components/words-screen';
