import { contract, nothing, type Contract } from '../api/contract';
import { DEMO_ENDPOINTS as E } from './endpoints';

export const DEMO_CONTRACT = {
  reset: contract(E.reset, {
    summary: 'The mock backend only: forgets every change, back to the seeded demo data (the user menu’s reset)',
    response: nothing,
  }),
} satisfies Record<keyof typeof E, Contract>;
