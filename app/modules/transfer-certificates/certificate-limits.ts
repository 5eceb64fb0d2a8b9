/** How often one address may look up certificates: enough for a school office checking a few, too few to guess. */
export const certificateLookupLimit = { limit: 20, windowMs: 10 * 60 * 1000 };
