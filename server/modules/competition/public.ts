/** What other modules use of competition (and nothing else). */
/** The one food-cost store: the dishes' edit writes the calculator's cost there (issue 30). */
export { saveFoodCost } from "./board";
/** The fee profile, target margin and costed dishes (the weekly report's food cost, issue 27). */
export { dishCostProfile } from "./costProfile";
