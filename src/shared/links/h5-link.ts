/**
 * Links that operators enter for the app to open (articles, activities, cards and banners): a full
 * http(s) address, or a path on the H5 site (`/help/1001?lang=en`), which the app opens under the stage's
 * H5 domain and `/to-h5` prefix (spec, environment config).
 */

export interface H5Config {
  h5Domain: string;
  h5PathPrefix: string;
}

/** A full http(s) address with a dotted host, or an H5 path: no spaces, not `//host`, not just `/`. */
export function isAppLink(link: unknown): boolean {
  if (typeof link !== 'string') return false;
  const text = link.trim();
  if (!text || /\s/.test(text)) return false;
  if (text.startsWith('/')) return !text.startsWith('//') && text.length > 1;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Where the app opens a link: a full address as it is; an H5 path under the domain and prefix. */
export function h5Address(link: string, h5: H5Config): string {
  const text = link.trim();
  if (!text.startsWith('/')) return text;
  const domain = h5.h5Domain.replace(/\/+$/, '');
  const prefix = h5.h5PathPrefix.replace(/^\/+|\/+$/g, '');
  return `${domain}${prefix ? `/${prefix}` : ''}${text}`;
}
