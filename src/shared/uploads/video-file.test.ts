import { describe, expect, it } from 'vitest';
import { mp4Bytes } from '../../../tests/support/mp4-file';
import { SAMPLE_VIDEOS } from '../../features/posts/mock/sample-videos';
import { readVideoFacts, videoTypeOfName } from './video-file';

const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(',')[1]), (char) => char.charCodeAt(0));

describe('video files', () => {
  it('are mp4, mov or WebM by their name', () => {
    expect(videoTypeOfName('Stretch.MP4')).toBe('video/mp4');
    expect(videoTypeOfName('a.mov')).toBe('video/quicktime');
    expect(videoTypeOfName('a.webm')).toBe('video/webm');
    expect(videoTypeOfName('a.avi')).toBeNull();
    expect(videoTypeOfName('.mp4')).toBeNull();
  });

  it('give their container and length by their bytes: mp4 and mov from mvhd, WebM from its Segment Info', () => {
    expect(readVideoFacts(mp4Bytes(3))).toEqual({ contentType: 'video/mp4', seconds: 3 });
    expect(readVideoFacts(mp4Bytes(400.5))).toEqual({ contentType: 'video/mp4', seconds: 400.5 });
    const mov = mp4Bytes(12);
    mov.set([0x71, 0x74, 0x20, 0x20], 8); // the `qt  ` brand
    expect(readVideoFacts(mov)).toEqual({ contentType: 'video/quicktime', seconds: 12 });
    for (const sample of SAMPLE_VIDEOS) {
      const facts = readVideoFacts(bytesOf(sample));
      expect(facts?.contentType).toBe('video/webm');
      expect(facts?.seconds).toBeCloseTo(3, 1);
    }
  });

  it('are not any other bytes', () => {
    expect(readVideoFacts(new Uint8Array(0))).toBeNull();
    expect(readVideoFacts(new TextEncoder().encode('just some text, long enough to be read as boxes'))).toBeNull();
    expect(readVideoFacts(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBeNull();
  });
});
