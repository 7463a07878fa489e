import { deadlineLabel, type Review } from "../../../common/reviews";

/** "15/11/2026" from the stored day (no time zone shift: it is already Brazil's day). */
export const dayLabel = (isoDate: string) => isoDate.split("-").reverse().join("/");

export const starsLabel = (stars: number | null) =>
  stars === null ? "Sem nota" : `${"★".repeat(stars)}${"☆".repeat(5 - stars)}`;

/** The deadline badge of an open review; null once it is handled. */
export function deadlineBadge(review: Pick<Review, "status" | "daysLeft">) {
  if (review.status !== "new" && review.status !== "draft") return null;
  return {
    text: deadlineLabel(review.daysLeft),
    // Red on the last day and after it; amber the day before.
    variant:
      review.daysLeft <= 0
        ? ("danger" as const)
        : review.daysLeft === 1
          ? ("warning" as const)
          : ("neutral" as const),
  };
}
