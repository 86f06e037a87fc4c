import type { SystemState } from '../state/system-store.js';

/** GET /api/auth/status/ as the app keeps it: status false means the site is in maintenance. */
export function systemStatus(answer: {
  status: boolean;
  show_notice: boolean;
}): Pick<SystemState, 'isMaintenance' | 'showNotice'> {
  return { isMaintenance: !answer.status, showNotice: answer.show_notice };
}
