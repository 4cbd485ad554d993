export { WaitTime } from './wait-time';
