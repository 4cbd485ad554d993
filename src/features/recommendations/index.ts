/** The recommendations feature's public entry: exactly what screens, app/ and other features use of it. */
export { RecommendationScreen } from './components/recommendation-screen';
