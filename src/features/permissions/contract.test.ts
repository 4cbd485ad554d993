import { describe, expect, it } from 'vitest';
import { compactPayload } from '../../shared/utils/compact-payload';
import { MENU_CONTRACT } from './contract';
import { fromFormValues } from './menu-rules';

describe('the menu entries’ contract', () => {
  it('declares a top-level entry as the request layer sends it: parentId null is dropped with the empty fields', () => {
    const input = { ...fromFormValues({ 'name.en': 'Campaigns', uri: '/campaigns', type: 1, sort: 10 }), parentId: null };
    const sent = compactPayload(input);
    expect(sent).not.toHaveProperty('parentId');
    expect(MENU_CONTRACT.create.body!.safeParse(sent).error).toBeUndefined();
    expect(MENU_CONTRACT.create.body!.safeParse({ ...sent, parentId: 1700 }).error).toBeUndefined();
  });
});
