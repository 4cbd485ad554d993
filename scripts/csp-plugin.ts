import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The stage's settings the policy names (env/.env.<stage>). */
export interface CspStage {
  VITE_MOCK?: string;
  VITE_API_BASE?: string;
  VITE_RESOURCE_URL?: string;
}

/** The origin of an absolute http(s) address; none for a path on this origin ('/' with the mock). */
function originOf(address: string | undefined): string[] {
  if (!address || !/^https?:\/\//i.test(address)) return [];
  return [new URL(address).origin];
}

/** sha256 sources for the inline scripts a page holds (none today; a build plugin may write one). */
function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * The policy for a built page. Scripts: the bundle's own files and hashed inline scripts, never
 * 'unsafe-inline' or eval. Styles keep 'unsafe-inline': antd's cssinjs writes <style> elements at run
 * time (and firstPaintStyles writes some into index.html); a nonce would need a fresh value per response,
 * which a static index.html served as a file cannot have, and a fixed one protects nothing. Workers: the
 * Excel parser and MSW's service worker, both files of this origin. Images and media: this origin, the
 * stage's resource host, and data:/blob: (the mock's pictures and clips, previews of a file being
 * uploaded). Calls: this origin (the mock's service worker answers there) and the stage's gateway; with the
 * mock, data: too (it reads the files it stores as data: URLs back with fetch).
 * frame-ancestors cannot travel in a <meta>: a server sending the policy as a header should add it.
 */
export function contentSecurityPolicy(html: string, stage: CspStage): string {
  const api = originOf(stage.VITE_API_BASE);
  const resources = originOf(stage.VITE_RESOURCE_URL);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...resources],
    'media-src': ["'self'", 'data:', 'blob:', ...resources],
    'connect-src': ["'self'", ...api, ...(stage.VITE_MOCK === 'true' ? ['data:'] : [])],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Writes the Content-Security-Policy into the built index.html, first thing after the charset, so it
 * covers everything the page loads. Builds only: the dev server's React refresh runs an inline script.
 */
export function cspPlugin(): Plugin {
  let stage: CspStage = {};
  return {
    name: 'admin-console-content-security-policy',
    apply: 'build',
    configResolved(config) {
      stage = config.env;
    },
    transformIndexHtml: {
      // After every other transform, so the hashes cover every inline script the build wrote.
      order: 'post',
      handler(html) {
        const charset = /<meta charset="UTF-8" \/>/;
        if (!charset.test(html)) throw new Error('cspPlugin: index.html has no <meta charset="UTF-8" />');
        const policy = contentSecurityPolicy(html, stage);
        return html.replace(
          charset,
          (meta) => `${meta}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}
