import type { ReactNode } from 'react';
import { useCan } from '../hooks/use-permission';

/** Renders its children only for admins who hold the action entry (menu type 3). */
export function PermissionGate({
  action,
  children,
  fallback = null,
}: {
  action: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(action) ? children : fallback;
}
