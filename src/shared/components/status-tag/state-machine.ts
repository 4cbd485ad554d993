/**
 * A feature's state machine, declared once and used everywhere the state matters: the status tag shows
 * a state, row actions are offered only where a transition allows them, and the mock backend refuses a
 * transition the machine does not allow.
 */

/** How a state looks: an i18n key (with its namespace, e.g. 'version:notices.status.published') and a tag colour. */
export interface StateLook {
  label: string;
  color: string;
}

/** An action moves an item from one of `from` to `to`; `to: null` means the item goes away (deleted). */
interface Transition<S extends string> {
  from: readonly S[];
  to: S | null;
}

export interface MachineConfig<S extends string, A extends string> {
  states: Record<S, StateLook>;
  transitions: Record<A, Transition<S>>;
}

type Step<S extends string> = { allowed: true; to: S | null } | { allowed: false };

export interface StateMachine<S extends string, A extends string> extends MachineConfig<S, A> {
  /** Whether `action` may run on an item in `state`. Unknown states and actions allow nothing. */
  can(action: A, state: S): boolean;
  /** Where `action` takes an item in `state`, or that it is not allowed there. */
  step(action: A, state: S): Step<S>;
  /** The actions an item in `state` offers, in declaration order. */
  actionsFrom(state: S): A[];
  /** A row predicate for `RowAction.available`: the action is offered only where the machine allows it. */
  offers<T>(action: A, stateOf: (row: T) => S): (row: T) => boolean;
  /** Whether `value` is one of the declared states (for data from outside, e.g. a filter or a request). */
  isState(value: unknown): value is S;
}

const own = (record: object, key: unknown) =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(record, key);

export function defineMachine<S extends string, A extends string>(config: MachineConfig<S, A>): StateMachine<S, A> {
  for (const [action, transition] of Object.entries<Transition<S>>(config.transitions)) {
    for (const state of [...transition.from, ...(transition.to === null ? [] : [transition.to])]) {
      if (!own(config.states, state)) throw new Error(`Transition ${action} names an undeclared state: ${state}`);
    }
  }
  const can = (action: A, state: S) =>
    own(config.transitions, action) && own(config.states, state) && config.transitions[action].from.includes(state);
  return {
    ...config,
    can,
    step: (action, state) =>
      can(action, state) ? { allowed: true, to: config.transitions[action].to } : { allowed: false },
    actionsFrom: (state) => (Object.keys(config.transitions) as A[]).filter((action) => can(action, state)),
    offers: (action, stateOf) => (row) => can(action, stateOf(row)),
    isState: (value): value is S => own(config.states, value),
  };
}
