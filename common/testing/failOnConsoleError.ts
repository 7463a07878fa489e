// Setup file of the `unit` project (vitest.config.ts): see consoleGuard.ts.
import { installConsoleGuard } from "./consoleGuard";

installConsoleGuard();
