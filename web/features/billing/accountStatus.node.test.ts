import { expect, it } from "vitest";
import { formatShortDate } from "../../../common/format";
import { accountStatusLine } from "./accountStatus";

const end = "2026-11-30T15:00:00.000Z";
const none = { trialEndsAt: null, accessUntil: null, currentPeriodEnd: null };

it("says each state as issue 17 words it", () => {
  const dm = formatShortDate(end);
  expect(accountStatusLine({ ...none, status: "trialing", trialEndsAt: end })).toBe(`Teste grátis até ${dm}`);
  expect(accountStatusLine({ ...none, status: "active", accessUntil: end })).toBe(`Ativa até ${dm}`);
  expect(accountStatusLine({ ...none, status: "cancelled", accessUntil: end })).toBe(
    `Cancelada — acesso até ${dm}`,
  );
  expect(accountStatusLine({ ...none, status: "deactivated", accessUntil: end })).toBe("Desativada");
  expect(accountStatusLine({ ...none, status: "none" })).toBe("Sem plano");
});
