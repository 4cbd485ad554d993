import { Typography } from 'antd';
import { appConfig } from '../../../shared/config/app-config';
import { h5Address } from '../../../shared/links/h5-link';

/** A link as the app opens it: H5 paths under the stage's H5 domain and `/to-h5` prefix. */
export function ActivityLink({ link }: { link: string | null | undefined }) {
  if (!link) return null;
  const url = h5Address(link, appConfig);
  return (
    // An address reads left to right in every language. Set inline: antd's Arabic style would set it right to
    // left over a dir attribute (an address cut by the ellipsis then shows its start).
    <Typography.Link
      href={url}
      target="_blank"
      rel="noreferrer"
      ellipsis
      style={{ maxWidth: 280, direction: 'ltr', unicodeBidi: 'isolate' }}
    >
      <bdi dir="ltr">{url}</bdi>
    </Typography.Link>
  );
}
