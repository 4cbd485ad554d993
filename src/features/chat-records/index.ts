/** The chat-records feature's public entry: exactly what screens, app/ and other features use of it. */
export { ChatRecords } from './components/chat-records';
