import { isRtlLanguage } from './languages';

describe('languages', () => {
  it('knows Arabic is right-to-left', () => {
    expect(isRtlLanguage('ar')).toBe(true);
    expect(isRtlLanguage('en')).toBe(false);
  });
});
