import { useLoadingHold } from '../hooks/use-loading-hold';

/** An empty box standing in for a part still loading (a chart's code); holds the loading mark while shown. */
export function LoadingPlaceholder({ className }: { className: string }) {
  useLoadingHold();
  return <div className={className} />;
}
