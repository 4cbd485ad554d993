import { PictureOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { UserText } from '../user-text';

export interface SlotPreviewProps {
  /** The image's URL; without one the frame shows `empty`. */
  src?: string;
  /** The slot's real size in the app, in pixels: the frame keeps its proportions. */
  width: number;
  height: number;
  /** The frame's caption (e.g. "Creator centre banner, 690 × 240"); also its accessible name. */
  label: string;
  /** The image's text alternative. */
  alt: string;
  /** What the frame says with no image. */
  empty: ReactNode;
  /** Text the app lays over the image (a banner's title), shown as the user will see it. */
  overlay?: string;
  /** The widest the frame is drawn on the page, in CSS pixels (default 360); it never grows past the slot's width. */
  maxWidth?: number;
}

/**
 * A preview of an image in an app slot at the slot's real proportions (banners, promotion material,
 * push images): a frame of the slot's aspect ratio, scaled to fit, with the image covering it as the
 * app crops it, and an optional title laid over it (user-written, through UserText). Strings come from the
 * caller, so the kit needs no texts of its own here.
 */
export function SlotPreview({ src, width, height, label, alt, empty, overlay, maxWidth = 360 }: SlotPreviewProps) {
  const { token } = theme.useToken();
  return (
    <figure
      className="slot-preview"
      aria-label={label}
      style={{ margin: 0, width: '100%', maxWidth: Math.min(maxWidth, width) }}
    >
      <div
        className="slot-preview__frame"
        data-ratio={`${width}:${height}`}
        style={{
          position: 'relative',
          aspectRatio: `${width} / ${height}`,
          overflow: 'hidden',
          borderRadius: token.borderRadius,
          border: `1px solid ${token.colorBorder}`,
          background: token.colorFillTertiary,
        }}
      >
        {src ? (
          <img src={src} alt={alt} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <div
            style={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: token.marginXS,
              color: token.colorTextSecondary,
            }}
          >
            <PictureOutlined aria-hidden />
            <span>{empty}</span>
          </div>
        )}
        {src && overlay && (
          <div
            style={{
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              padding: `${token.paddingXXS}px ${token.paddingXS}px`,
              background: 'rgba(0, 0, 0, 0.55)',
              color: '#fff',
              fontWeight: 600,
            }}
          >
            <UserText lines={1}>{overlay}</UserText>
          </div>
        )}
      </div>
      <figcaption style={{ marginTop: token.marginXXS, color: token.colorTextSecondary }}>{label}</figcaption>
    </figure>
  );
}
