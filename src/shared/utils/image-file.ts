export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'svg', 'tiff', 'webp', 'gif'] as const;

/** Value for an `<input type="file" accept>` attribute, e.g. ".png,.jpg,...". */
export const IMAGE_ACCEPT: string = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const IMAGE_EXTENSION_SET: ReadonlySet<string> = new Set(IMAGE_EXTENSIONS);

/**
 * True when the name ends in a known image extension (case-insensitive).
 * A name needs a base before the last dot: "png" and ".png" are not image file names.
 */
export function isImageFileName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return false;
  return IMAGE_EXTENSION_SET.has(name.slice(dot + 1).toLowerCase());
}
