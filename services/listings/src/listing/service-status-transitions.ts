import type { ServiceStatus } from '../service-model/service-words';

/**
 * Which status a service may move to from which: Pause/Resume (active <-> paused), anything back to active, and an
 * active or paused service completed or cancelled. Moving to the status it already has changes nothing.
 */
export function canChangeStatus(from: ServiceStatus, to: ServiceStatus): boolean {
  if (to === 'active') return true;
  if (to === 'paused') return from === 'active';
  return from === 'active' || from === 'paused';
}
