import { afterAll, beforeAll, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import { serveAsOrigin } from "../../../testing/loopbackOrigin";
import { OWNER } from "../../../testing/owner";
import { fetchSignedInUser } from "./signedInUser";

// What GET /api/user answers next: the automatic login after a payment reads it once.
let status = 200;
let origin: Awaited<ReturnType<typeof serveAsOrigin>>;

beforeAll(async () => {
  origin = await serveAsOrigin((req, res) => {
    res.writeHead(req.url === "/api/user" ? status : 404, { "content-type": "application/json" });
    res.end(
      JSON.stringify(status === 200 ? OWNER : { error: "Faça login para continuar.", code: "UNAUTHORIZED" }),
    );
  }, "/checkout");
});
afterAll(() => origin.close());

it("answers the session's user, null when nobody is signed in, and throws on any other failure", async () => {
  status = 200;
  expect(await fetchSignedInUser()).toEqual(OWNER);
  status = 401;
  expect(await fetchSignedInUser()).toBeNull();
  status = 503;
  const error = await fetchSignedInUser().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(503);
});
