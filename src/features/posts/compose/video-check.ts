/** What the video field reads of a picked file before uploading it, and how it words the limits. */
/** A video post's uploaded video: its stored address and its length in seconds (as the form read it). */
export interface UploadedVideo {
  url: string;
  seconds: number;
  /** The file's name, shown beside the preview. */
  name?: string;
}

/** A length as a player shows it: 4:05, 1:02:03. */
export function formatLength(seconds: number): string {
  const total = Math.round(seconds);
  const [hours, minutes, rest] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** How long a picked file waits for the browser to read its header before it is called unreadable. */
const READ_TIMEOUT_MS = 15_000;

/**
 * A video file's length in seconds, from its metadata as the browser reads it (a `<video>` that loads
 * the metadata only); null when the browser cannot read it (not a video, or a format it does not play).
 */
export function readVideoSeconds(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => done(null), READ_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}
