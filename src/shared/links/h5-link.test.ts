import { h5Address, isAppLink } from './h5-link';

describe('app links', () => {
  it('accepts full http(s) addresses and H5 paths, and nothing else', () => {
    expect(isAppLink('https://health.example.org/en/cycles')).toBe(true);
    expect(isAppLink('http://example.com/a?b=1')).toBe(true);
    expect(isAppLink(' /help/1001?lang=en ')).toBe(true);
    for (const wrong of [
      '',
      '/',
      'javascript:alert(1)',
      'help/1001',
      '//evil.example.com/x',
      'ftp://example.com/a',
      'https://localhost/a',
      '/a b',
      'help',
      42,
    ]) {
      expect(isAppLink(wrong), String(wrong)).toBe(false);
    }
  });

  it('opens H5 paths under the stage domain and prefix, and full addresses as they are', () => {
    const h5 = { h5Domain: 'https://h5.example.com/', h5PathPrefix: '/to-h5' };
    expect(h5Address('/help/1001?lang=ar', h5)).toBe('https://h5.example.com/to-h5/help/1001?lang=ar');
    expect(h5Address('/x', { h5Domain: 'https://h5.example.com', h5PathPrefix: 'to-h5/' })).toBe(
      'https://h5.example.com/to-h5/x',
    );
    expect(h5Address('/x', { h5Domain: 'https://h5.example.com', h5PathPrefix: '' })).toBe('https://h5.example.com/x');
    expect(h5Address(' https://other.example.org/a ', h5)).toBe('https://other.example.org/a');
  });
});
