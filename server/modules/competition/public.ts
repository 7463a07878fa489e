/** What other modules use of competition: the one food-cost store (the dishes' edit writes the calculator's cost there). */
export { saveFoodCost } from "./board";
