const MAC_PLATFORM = /mac/i;

/** True when the platform string names a Mac (e.g. "MacIntel"). */
export function isMacPlatform(platform: string): boolean {
  return MAC_PLATFORM.test(platform);
}

function currentPlatform(): string {
  return typeof navigator !== 'undefined' ? (navigator.platform ?? '') : '';
}

/**
 * Shows a size in whole KB, rounded up. Mac uses a divisor of 1000, other platforms 1024.
 * Negative or non-finite input is shown as 0 KB.
 */
export function formatFileSize(bytes: number, platform: string = currentPlatform()): string {
  const divisor = isMacPlatform(platform) ? 1000 : 1024;
  const kilobytes = Number.isFinite(bytes) && bytes > 0 ? Math.ceil(bytes / divisor) : 0;
  return `${kilobytes} KB`;
}
