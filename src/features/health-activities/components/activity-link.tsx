import { H5AddressLink } from '../../../shared/links/h5-address-link';

/** An activity's link as the app opens it. */
export function ActivityLink({ link }: { link: string | null | undefined }) {
  return <H5AddressLink link={link} maxWidth={280} />;
}
