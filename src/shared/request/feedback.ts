/**
 * How the request layer talks to the user and the router without importing either: the app registers
 * its antd message API and its navigate function at start; until then messages go to the console.
 */
export interface Feedback {
  error: (text: string, key?: string) => void;
  /** Called after a 401 has cleared the session: send the user to the login page, which shows the notice. */
  toLogin: (notice: string) => void;
}

const fallback: Feedback = {
  error: (text) => console.error(text),
  toLogin: (notice) => {
    console.warn(notice);
    window.location.assign('/login');
  },
};

/** What is registered, latest last: each channel is the latest registration that has it, else the fallback. */
const registered: Array<Partial<Feedback>> = [];

function channel<K extends keyof Feedback>(key: K): Feedback[K] {
  for (let index = registered.length - 1; index >= 0; index -= 1) {
    const registeredChannel = registered[index][key];
    if (registeredChannel) return registeredChannel as Feedback[K];
  }
  return fallback[key];
}

/**
 * Registers some of the channels over what is there; the returned function removes this registration,
 * whichever order registrations end in (what was there before comes back).
 */
export function registerFeedback(feedback: Partial<Feedback>): () => void {
  const registration = { ...feedback };
  registered.push(registration);
  return () => {
    const index = registered.indexOf(registration);
    if (index >= 0) registered.splice(index, 1);
  };
}

export const feedback: Feedback = {
  error: (text, key) => channel('error')(text, key),
  toLogin: (notice) => channel('toLogin')(notice),
};
