import { describe, expect, it } from "vitest";
import { describeBreach, findModuleWallBreaches, type SourceFile } from "./findModuleWallBreaches";

const file = (path: string, ...imports: string[]): SourceFile => ({
  file: path,
  source: `${imports.map((specifier, i) => `import { x${i} } from "${specifier}";`).join("\n")}\nexport const y = 1;\n`,
});

/** A tree that keeps the walls: every cross-module import through public.ts, no cycle. */
const clean = [
  file("server/modules/plans/service.ts", "../../db/schema"),
  file("server/modules/plans/public.ts", "./service"),
  file("server/modules/auth/service.ts", "../plans/public", "./passwords", "../../http/errors"),
  file("server/modules/auth/passwords.ts"),
  file("server/modules/auth/public.ts", "./service", "./passwords"),
  file("server/modules/billing/checkout.ts", "../auth/public", "../plans/public.ts", "../rowJsonTables"),
  file("server/modules/billing/public.ts", "./checkout"),
  file("server/modules/signUp/signUp.ts", "../auth/public", "../billing/public"),
  file("server/modules/rowJsonTables.ts", "../db/rowJson"),
  // Tests stand outside the walls: their own internals and other modules' alike.
  file("server/modules/auth/login.api.test.ts", "./service", "../billing/checkout"),
  file("server/requestContext/contextRead.ts", "../http/session", "../db/schema"),
  file("server/app.ts", "./modules/auth/routes", "./modules/signUp/routes"),
  file("server/testing/gateway.ts", "../modules/billing/checkout"),
];

describe("findModuleWallBreaches", () => {
  it("finds nothing in a tree that keeps the walls", () => {
    expect(findModuleWallBreaches(clean)).toEqual([]);
  });

  it("reports an import of another module's internals, with its line, and a bare folder import", () => {
    const found = findModuleWallBreaches([
      ...clean,
      {
        file: "server/modules/dishes/service.ts",
        source: `import { a } from "../plans/public";\nimport { hashPassword } from "../auth/passwords";\nexport { b } from "../team";\n`,
      },
      file("server/modules/team/public.ts"),
    ]);
    expect(found).toEqual([
      {
        kind: "deep",
        file: "server/modules/dishes/service.ts",
        line: 2,
        specifier: "../auth/passwords",
        module: "auth",
      },
      {
        kind: "deep",
        file: "server/modules/dishes/service.ts",
        line: 3,
        specifier: "../team",
        module: "team",
      },
    ]);
    expect(describeBreach(found[0]!)).toContain("server/modules/auth/public.ts");
  });

  it("reports a cycle between modules once, even through public files and dynamic imports", () => {
    const found = findModuleWallBreaches([
      ...clean,
      { file: "server/modules/auth/routes.ts", source: `const m = await import("../billing/public");\n` },
    ]);
    expect(found).toEqual([{ kind: "cycle", modules: ["auth", "billing", "auth"] }]);
    expect(describeBreach(found[0]!)).toBe(
      "server modules import each other in a cycle: auth → billing → auth; move the use case that needs both into its own module (as server/modules/signUp)",
    );
  });

  it("reports a longer cycle (dishes → team → metrics → dishes)", () => {
    const found = findModuleWallBreaches([
      ...clean,
      file("server/modules/team/service.ts", "../metrics/public"),
      file("server/modules/metrics/service.ts", "../dishes/public"),
      file("server/modules/dishes/service.ts", "../team/public"),
    ]);
    expect(found).toEqual([{ kind: "cycle", modules: ["dishes", "team", "metrics", "dishes"] }]);
  });
});
