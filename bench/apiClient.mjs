import { randomBytes } from "node:crypto";

/** A JSON call to the app as a browser makes it (same origin), failing loudly on any non-2xx. */
export async function call(url, method, body, cookie) {
  const response = await fetch(url, {
    method,
    headers: {
      "content-type": "application/json",
      origin: new URL(url).origin,
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

export const BENCH_PASSWORD = "senha-do-bench-123";

/**
 * A signed-in owner on the Pro trial (every dashboard read open to them, the
 * customer list included) with a restaurant, `dishes` dishes and `customers`
 * customers, made through the API.
 */
export async function signedInOwner(url, { dishes = 20, customers = 0, prefix = "bench" } = {}) {
  const email = `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
  const plans = await (await call(`${url}/api/plans`, "GET")).json();
  const plan = plans.find((p) => p.features?.customerManagement) ?? plans[0];
  const registered = await call(`${url}/api/register`, "POST", {
    email,
    password: BENCH_PASSWORD,
    firstName: "Bench",
    lastName: "Mark",
    planId: plan.id,
  });
  const { userId } = await registered.json();
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  await call(`${url}/api/restaurant`, "POST", { name: "Cantina do Bench", type: "pizzaria" }, cookie);
  for (let i = 0; i < dishes; i++) {
    await call(`${url}/api/dishes`, "POST", { name: `Prato ${i + 1}`, price: "29,90" }, cookie);
  }
  for (let i = 0; i < customers; i++) {
    const phone = `(11) 98765-${String(1000 + i)}`;
    await call(`${url}/api/customers`, "POST", { name: `Cliente ${i + 1}`, phone }, cookie);
  }
  return { email, password: BENCH_PASSWORD, userId, cookie };
}
