import { AmbassadorsScreen } from '../../features/ambassadors';

/** Zone ambassadors: app users leading a mode's community zone, at most five active per zone. */
export default function ZoneAmbassadorScreen() {
  return <AmbassadorsScreen />;
}
