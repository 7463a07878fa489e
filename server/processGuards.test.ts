import { EventEmitter } from "node:events";
import pino from "pino";
import { expect, it } from "vitest";
import { guardProcess } from "./processGuards";
import { logLineStream } from "./testing/logLines";

/** A stand-in for `process`: the same events, and an exit that is only written down. */
function guarded() {
  const lines: string[] = [];
  const exits: number[] = [];
  const target = Object.assign(new EventEmitter(), {
    exit: (code?: number) => {
      exits.push(code ?? 0);
    },
  }) as unknown as NodeJS.Process;
  guardProcess(pino(logLineStream(lines)), target);
  const emit = (event: string, value: unknown) => (target as unknown as EventEmitter).emit(event, value);
  const messages = () => lines.map((line) => JSON.parse(line).msg as string);
  return { emit, exits, messages };
}

it("a database connection lost outside any request is logged and the process goes on", () => {
  const g = guarded();
  const lost = Object.assign(new Error("terminating connection due to administrator command"), {
    code: "57P01",
  });
  g.emit("uncaughtException", lost);
  g.emit("uncaughtException", new Error("Connection terminated unexpectedly"));
  expect(g.exits).toEqual([]);
  expect(g.messages()).toHaveLength(2);
});

it("a rejected promise nobody awaited is logged and the process goes on", () => {
  const g = guarded();
  g.emit("unhandledRejection", new Error("falhou em segundo plano"));
  expect(g.exits).toEqual([]);
  expect(g.messages()).toEqual(["promessa rejeitada sem tratamento; o servidor continua"]);
});

it("any other uncaught exception ends the process with code 1, for the supervisor to restart it", () => {
  const g = guarded();
  g.emit("uncaughtException", new TypeError("x is not a function"));
  expect(g.exits).toEqual([1]);
});
