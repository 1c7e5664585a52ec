/**
 * Runs the agency session check (hooks/use-session-check, spec §4) while it is mounted; renders nothing.
 * app/router.tsx mounts it beside the main layout, so the check starts when the layout mounts.
 */
import { useSessionCheck } from '../hooks/use-session-check';

export function SessionCheck() {
  useSessionCheck();
  return null;
}
