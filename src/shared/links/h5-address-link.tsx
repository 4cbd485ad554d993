import { Typography } from 'antd';
import { appConfig } from '../config/app-config';
import { h5Address } from './h5-link';

/**
 * A link as the app opens it (H5 paths under the stage's H5 domain and `/to-h5` prefix), cut to
 * `maxWidth`. An address reads left to right in every language; set inline, because antd's Arabic style
 * would set it right to left over a dir attribute (an address cut by the ellipsis then shows its start).
 */
export function H5AddressLink({ link, maxWidth }: { link: string | null | undefined; maxWidth: number }) {
  if (!link) return null;
  const url = h5Address(link, appConfig);
  return (
    <Typography.Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      ellipsis
      style={{ maxWidth, direction: 'ltr', unicodeBidi: 'isolate' }}
    >
      <bdi dir="ltr">{url}</bdi>
    </Typography.Link>
  );
}
