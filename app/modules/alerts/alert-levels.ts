/** How loudly an alert speaks (issue 17): information (a holiday, a change of timing) or urgent (a closure, an emergency). */
export const alertLevels = ['information', 'urgent'] as const;
export type AlertLevel = (typeof alertLevels)[number];
