import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignSummary, CustomerMessage } from "../../../common/customers";
import { addDays, brazilDate } from "../../../common/week";
import { call } from "../../testing/call";
import { type CustomerTestSetup, customerTestSetup } from "../../testing/customerTestSetup";
import { CAMPAIGN_REPEAT_WINDOW_MS } from "./campaigns";

/** Campaign creation is idempotent: the same campaign posted again (in parallel too) is one campaign. */
let clock = new Date("2026-11-26T15:00:00Z");
let s: CustomerTestSetup;

beforeAll(async () => {
  s = await customerTestSetup(() => clock);
  const idle = addDays(brazilDate(clock), -40);
  for (const [i, name] of ["Gil", "Hana", "Ivo"].entries()) {
    const res = await call(s.t.app, "POST", "/api/customers", {
      as: s.team.boss,
      body: {
        name,
        phone: `11 96666-000${i}`,
        lastOrderDate: idle,
        consent: true,
      },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => s.close());

const body = { segment: "Em risco", goal: "come-back", template: "Oi {nome}, volta logo!" };
const post = (payload: object = body, who = s.team.boss) =>
  call(s.t.app, "POST", "/api/messages", { as: who, body: payload });
const campaigns = async (): Promise<CampaignSummary[]> =>
  (await call(s.t.app, "GET", "/api/campaigns", { as: s.team.boss })).json().campaigns;

describe("POST /api/messages twice", () => {
  it("three parallel identical posts make one campaign, one message per customer", async () => {
    const answers = await Promise.all([post(), post(), post()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => a.json().campaign.id));
    expect(ids.size).toBe(1);
    const list = await campaigns();
    expect(list.filter((c) => c.template === body.template)).toHaveLength(1);
    const [only] = answers.map((a) => a.json().messages as CustomerMessage[]);
    expect(only!.map((m) => m.customerName).sort()).toEqual(["Gil", "Hana", "Ivo"]);
    expect(list[0]).toMatchObject({ total: 3, pending: 3 });
  });

  it("a member posting the owner's same campaign gets it too; another text is another campaign", async () => {
    const before = (await campaigns()).length;
    const same = await post(body, s.team.member);
    expect(same.statusCode).toBe(200);
    const other = await post({ ...body, template: "Oi {nome}, temos prato novo!" });
    expect(other.statusCode).toBe(201);
    expect(await campaigns()).toHaveLength(before + 1);
  });

  it("after the window the same text is a new campaign (the owner meant it)", async () => {
    const before = (await campaigns()).length;
    clock = new Date(clock.getTime() + CAMPAIGN_REPEAT_WINDOW_MS + 1000);
    const again = await Promise.all([post(), post()]);
    expect(again.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await campaigns()).toHaveLength(before + 1);
  });
});
