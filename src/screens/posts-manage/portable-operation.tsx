import { PortableOperation as Operation } from '../../features/posts';

/** Quick Actions: one operation over a semicolon-separated list of post IDs, with a per-ID result. */
export default function PortableOperation() {
  return <Operation />;
}
