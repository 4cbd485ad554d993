/**
 * A screen's single-key commands, matched whatever the keyboard layout or Caps Lock: each command names
 * the keys of a US layout ('j', '?', ' ', 'ArrowDown'); a key press matches them by the character it
 * typed, ignoring case, and when that character is not one a US layout types (an Arabic 'ت' on the J key,
 * an input method's 'Process'), by the physical key (`event.code`).
 */
export type CommandKeys<C extends string> = Readonly<Record<C, readonly string[]>>;

type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey'>;

/** Characters other layouts type for a command key, kept with it (the Arabic question mark for `?`). */
const SAME_AS: Readonly<Record<string, readonly string[]>> = { '?': ['؟'] };

/** The physical key a US layout types `key` on, with Shift or without. */
function codeOf(key: string): { code: string; shift: boolean } | null {
  if (/^[a-z]$/i.test(key)) return { code: `Key${key.toUpperCase()}`, shift: false };
  if (/^[0-9]$/.test(key)) return { code: `Digit${key}`, shift: false };
  if (key === ' ') return { code: 'Space', shift: false };
  if (key === '?') return { code: 'Slash', shift: true };
  if (key === '/') return { code: 'Slash', shift: false };
  return key.length > 1 ? { code: key, shift: false } : null;
}

/**
 * A key typed on a US layout: then its character says what the person meant, and the physical key must
 * not (on a French layout 'a' is typed on the physical Q key, which is not a command 'q').
 */
const isUsCharacter = (key: string) => key.length === 1 && key.charCodeAt(0) < 0x7f;

/** Turns a command table into a matcher from a key press to its command, or null. */
export function commandMatcher<C extends string>(table: CommandKeys<C>): (press: KeyPress) => C | null {
  const byKey = new Map<string, C>();
  const byCode = new Map<string, C>();
  for (const [command, keys] of Object.entries(table) as Array<[C, readonly string[]]>) {
    for (const key of keys) {
      for (const typed of [key, ...(SAME_AS[key] ?? [])]) byKey.set(typed.toLowerCase(), command);
      const physical = codeOf(key);
      if (physical) byCode.set(`${physical.code}|${physical.shift}`, command);
    }
  }
  return (press) => {
    const typed = byKey.get(press.key.toLowerCase());
    if (typed) return typed;
    if (isUsCharacter(press.key)) return null;
    return byCode.get(`${press.code}|${press.shiftKey}`) ?? byCode.get(`${press.code}|false`) ?? null;
  };
}
