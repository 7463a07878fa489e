/** The first key of the saved generations: a new text refreshes every history filter at once. */
export const GENERATIONS_ROOT = ["/api/generations"] as const;
