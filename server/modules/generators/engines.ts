import type { ContentEngine } from "../../ai/engine";
import type { AppContext } from "../../context";

/** The app's context plus the content engines: `configured` (a model when set, else local) and `local` (visitors). */
export type GeneratorContext = AppContext & { engines: { configured: ContentEngine; local: ContentEngine } };
