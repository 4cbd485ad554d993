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

let current: Feedback = fallback;

/** Registers some of the channels; the returned function puts back the defaults for those. */
export function registerFeedback(feedback: Partial<Feedback>): () => void {
  current = { ...current, ...feedback };
  return () => {
    const restored = Object.fromEntries(Object.keys(feedback).map((key) => [key, fallback[key as keyof Feedback]]));
    current = { ...current, ...restored };
  };
}

export const feedback: Feedback = {
  error: (text, key) => current.error(text, key),
  toLogin: (notice) => current.toLogin(notice),
};
