import { expect, it } from "vitest";
import { ACCESS_REQUIRED_MESSAGE } from "../../../common/generations";
import { ApiError } from "../../lib/api";
import { problemOf } from "./generatorProblem";

const answer = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), "");

it("a 402 locks the generator with the server's words (a way to reactivate, not an error)", () => {
  const message = "Seu plano terminou.";
  expect(problemOf(answer(402, { error: message, code: "SUBSCRIPTION_REQUIRED" }))).toEqual({
    kind: "locked",
    message,
  });
  expect(problemOf(new ApiError(402, "", "Payment Required"))).toEqual({
    kind: "locked",
    message: ACCESS_REQUIRED_MESSAGE,
  });
});

it("a refused call (400, 429) keeps the server's explanation for the owner", () => {
  const wait = "Muitas gerações em pouco tempo. Espere um minuto e tente de novo.";
  expect(problemOf(answer(429, { error: wait, code: "RATE_LIMITED" }))).toEqual({
    kind: "failed",
    detail: wait,
  });
  expect(problemOf(answer(400, { error: "Informe o nome do prato.", code: "VALIDATION_FAILED" }))).toEqual({
    kind: "failed",
    detail: "Informe o nome do prato.",
  });
});

it("anything else is a plain failure, told by the SPEC's toast alone", () => {
  expect(problemOf(answer(500, { error: "Algo deu errado do nosso lado.", code: "INTERNAL" }))).toEqual({
    kind: "failed",
  });
  expect(problemOf(new TypeError("Failed to fetch"))).toEqual({ kind: "failed" });
});
