import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineMachine } from './state-machine';

const notice = defineMachine({
  states: {
    draft: { label: 'x:draft', color: 'default' },
    published: { label: 'x:published', color: 'green' },
    withdrawn: { label: 'x:withdrawn', color: 'orange' },
  },
  transitions: {
    edit: { from: ['draft'], to: 'draft' },
    publish: { from: ['draft', 'withdrawn'], to: 'published' },
    withdraw: { from: ['published'], to: 'withdrawn' },
    delete: { from: ['draft', 'withdrawn'], to: null },
  },
});

describe('defineMachine', () => {
  it('allows an action only from its from-states and says where it leads', () => {
    expect(notice.can('publish', 'draft')).toBe(true);
    expect(notice.can('publish', 'published')).toBe(false);
    expect(notice.step('publish', 'withdrawn')).toEqual({ allowed: true, to: 'published' });
    expect(notice.step('withdraw', 'draft')).toEqual({ allowed: false });
    expect(notice.step('delete', 'draft')).toEqual({ allowed: true, to: null });
    expect(notice.step('delete', 'published')).toEqual({ allowed: false });
  });

  it('lists the actions each state offers, in declaration order', () => {
    expect(notice.actionsFrom('draft')).toEqual(['edit', 'publish', 'delete']);
    expect(notice.actionsFrom('published')).toEqual(['withdraw']);
    expect(notice.actionsFrom('withdrawn')).toEqual(['publish', 'delete']);
  });

  it('refuses unknown states and actions, including inherited object keys', () => {
    expect(notice.can('publish', 'archived' as never)).toBe(false);
    expect(notice.can('toString' as never, 'draft')).toBe(false);
    expect(notice.can('publish', 'constructor' as never)).toBe(false);
    expect(notice.actionsFrom('nope' as never)).toEqual([]);
    expect(notice.isState('draft')).toBe(true);
    expect(notice.isState('hasOwnProperty')).toBe(false);
    expect(notice.isState(3)).toBe(false);
  });

  it('feeds row predicates for row actions', () => {
    const offersPublish = notice.offers(
      'publish',
      (row: { status: 'draft' | 'published' | 'withdrawn' }) => row.status,
    );
    expect(offersPublish({ status: 'draft' })).toBe(true);
    expect(offersPublish({ status: 'published' })).toBe(false);
  });

  it('rejects a transition that names an undeclared state', () => {
    expect(() =>
      defineMachine({
        states: { a: { label: 'a', color: 'blue' } },
        transitions: { go: { from: ['a'], to: 'b' as 'a' } },
      }),
    ).toThrow('Transition go names an undeclared state: b');
  });

  it('agrees with its declaration for every state and action (property)', () => {
    const states = ['draft', 'published', 'withdrawn'] as const;
    const actions = ['edit', 'publish', 'withdraw', 'delete'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.constantFrom(...actions), (state, action) => {
        const declared = (notice.transitions[action].from as readonly string[]).includes(state);
        expect(notice.can(action, state)).toBe(declared);
        expect(notice.actionsFrom(state).includes(action)).toBe(declared);
        const step = notice.step(action, state);
        expect(step.allowed).toBe(declared);
        if (step.allowed) expect(step.to).toBe(notice.transitions[action].to);
      }),
    );
  });
});
