/** The key of the current alerts in a document's island data (app/web/page-words.server.ts): its own module, so the layout does not import the bar. */
export const siteAlertsKey = 'siteAlerts';
