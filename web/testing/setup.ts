import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { installConsoleGuard } from "../../common/testing/consoleGuard";

installConsoleGuard();

afterEach(() => {
  cleanup();
});
