import { commandMatcher } from './command-keys';

const match = commandMatcher({ next: ['j', 'ArrowDown'], select: [' '], help: ['?'], pass: ['p'] });
const press = (key: string, code: string, shiftKey = false) => match({ key, code, shiftKey });

describe('commandMatcher', () => {
  it('matches the typed character, ignoring case (Caps Lock, Shift)', () => {
    expect(press('j', 'KeyJ')).toBe('next');
    expect(press('J', 'KeyJ')).toBe('next');
    expect(press('J', 'KeyJ', true)).toBe('next');
    expect(press('ArrowDown', 'ArrowDown')).toBe('next');
    expect(press(' ', 'Space')).toBe('select');
    expect(press('?', 'Slash', true)).toBe('help');
  });

  it('falls back to the physical key when the layout types another script', () => {
    expect(press('ت', 'KeyJ')).toBe('next');
    expect(press('ح', 'KeyP')).toBe('pass');
    expect(press('؟', 'Slash', true)).toBe('help');
    expect(press('Unidentified', 'KeyJ')).toBe('next');
  });

  it('takes the Arabic question mark wherever it is typed, and Slash only with Shift', () => {
    expect(press('؟', 'Digit7', true)).toBe('help');
    expect(press('ظ', 'Slash')).toBeNull();
  });

  it('does not read the physical key of a US character another layout types there', () => {
    // A French layout types 'a' on the physical Q key and 'm' on the semicolon key: neither is a command.
    expect(press('a', 'KeyP')).toBeNull();
    expect(press('m', 'KeyJ')).toBeNull();
  });
});
