/** What other modules use of reviews: the rating of the 90 days up to a day (the weekly report's Super gauge). */
export { ratingUntil } from "./rating";
