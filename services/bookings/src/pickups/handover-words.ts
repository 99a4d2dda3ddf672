export const HANDOVER_KINDS = ['collected', 'dropped_off'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];

export type HandoverSide = 'host' | 'guest';

/** How a check-in is named to people: 'Collected' and 'Dropped off'. */
export const HANDOVER_LABELS: Record<HandoverKind, string> = { collected: 'Collected', dropped_off: 'Dropped off' };

export const isHandoverKind = (value: string): value is HandoverKind =>
  (HANDOVER_KINDS as readonly string[]).includes(value);

/** The one service type whose bookings name who may collect the child and record handovers. */
export const CHILDCARE = 'childcare';
