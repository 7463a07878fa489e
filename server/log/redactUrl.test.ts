import { expect, it } from "vitest";
import { redactUrl } from "./redactUrl";

it("hides the value of every query parameter named like a secret, whatever its case or encoding", () => {
  expect(redactUrl("/api/admin/stats?x-admin-password=abc&token=t1&apiKey=k1&page=2")).toBe(
    "/api/admin/stats?x-admin-password=[oculto]&token=[oculto]&apiKey=[oculto]&page=2",
  );
  expect(redactUrl("/a?PASSWORD=1&Client_Secret=2&senha=3&access%5Ftoken=4&q=pizza")).toBe(
    "/a?PASSWORD=[oculto]&Client_Secret=[oculto]&senha=[oculto]&access%5Ftoken=[oculto]&q=pizza",
  );
  expect(redactUrl("/a?token&page=1&sort=")).toBe("/a?token=[oculto]&page=1&sort=");
});

it("leaves URLs without a query, or without secret names, as they are", () => {
  expect(redactUrl("/api/plans")).toBe("/api/plans");
  expect(redactUrl("/api/admin/users?page=2&limit=20")).toBe("/api/admin/users?page=2&limit=20");
  expect(redactUrl("/a?%E0%A4%A=1")).toBe("/a?%E0%A4%A=1");
});
