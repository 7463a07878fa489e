/** SPEC §4 and §9: when the dashboard's generators fire on their own. */
export const GENERATOR_DELAYS_MS = {
  /** Content: 1 s after the dish name stops changing. */
  content: 1_000,
  /** Promotion: 1 s after a goal is chosen. */
  promotion: 1_000,
  /** Menu: 2 s after the dashboard loads with a type. */
  initialMenu: 2_000,
  /**
   * Menu, when the type changes. The SPEC regenerates on every change; a short
   * pause keeps a keyboard user arrowing through the list from firing one call
   * per option and spending the per-minute generation limit.
   */
  menuTypeChange: 300,
} as const;
