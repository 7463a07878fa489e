/** Every review read starts with this key: a change to a review makes all of them stale. */
export const REVIEWS_ROOT = ["/api/reviews"] as const;
