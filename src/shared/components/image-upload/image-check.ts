/**
 * The checks an image passes before it is uploaded: an image extension (spec: png, jpg, jpeg, bmp, svg,
 * tiff, webp, gif), not empty, within the size limit, and, when asked, exactly the given dimensions
 * (spec: promotion material must be 750x1624 and under 10M). Pure: the component reads the dimensions.
 */
import { isImageFileName } from '../../utils/image-file';

export interface ImageRules {
  /** The largest accepted size in bytes. */
  maxBytes: number;
  /** When set, the image must be exactly this many pixels. */
  exactSize?: { width: number; height: number };
}

export interface ImageFacts {
  name: string;
  size: number;
  /** Unknown (null) when the browser could not read them. */
  width?: number | null;
  height?: number | null;
}

export type ImageProblem =
  | { code: 'extension' }
  | { code: 'empty' }
  | { code: 'tooLarge' }
  | { code: 'dimensions'; actualWidth: number; actualHeight: number }
  | { code: 'unreadable' };

/** The checks that need no pixels: run first, so a wrong file is refused before it is decoded. */
export function checkImageFile(file: Pick<ImageFacts, 'name' | 'size'>, rules: ImageRules): ImageProblem | null {
  if (!isImageFileName(file.name)) return { code: 'extension' };
  if (file.size <= 0) return { code: 'empty' };
  if (file.size > rules.maxBytes) return { code: 'tooLarge' };
  return null;
}

/** All the checks; dimensions matter only when the rules ask for an exact size. */
export function checkImage(facts: ImageFacts, rules: ImageRules): ImageProblem | null {
  const fileProblem = checkImageFile(facts, rules);
  if (fileProblem || !rules.exactSize) return fileProblem;
  const { width, height } = facts;
  if (width == null || height == null) return { code: 'unreadable' };
  if (width !== rules.exactSize.width || height !== rules.exactSize.height) {
    return { code: 'dimensions', actualWidth: width, actualHeight: height };
  }
  return null;
}
