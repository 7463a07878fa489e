import { act, fireEvent, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { allowConsoleError } from "../../common/testing/consoleGuard";
import { CHUNK_RELOAD_KEY, ChunkLoaded, ErrorBoundary } from "./ErrorBoundary";

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  window.sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, "reload").mockImplementation(reload);
  // React reports every caught render error on console.error; these tests cause these two on purpose.
  allowConsoleError("Error: boom", "Failed to fetch dynamically imported module");
});
afterEach(() => {
  vi.restoreAllMocks();
});

let broken = true;
function Fragile() {
  if (broken) throw new Error("boom");
  return <p>Seus números da semana</p>;
}

it("a render error shows a Portuguese message in place of the section, and Tentar de novo brings it back", () => {
  broken = true;
  render(
    <div>
      <h2>Resumo</h2>
      <ErrorBoundary variant="section">
        <Fragile />
      </ErrorBoundary>
    </div>,
  );
  expect(screen.getByRole("alert").textContent).toContain("Não foi possível mostrar esta parte agora.");
  expect(screen.getByRole("heading", { name: "Resumo" })).toBeTruthy();
  expect(reload).not.toHaveBeenCalled();

  broken = false;
  fireEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
  expect(screen.getByText("Seus números da semana")).toBeTruthy();
  expect(screen.queryByRole("alert")).toBeNull();
});

const lostChunk = () =>
  lazy(() =>
    Promise.reject(
      new TypeError("Failed to fetch dynamically imported module: /assets/DashboardPage-old.js"),
    ),
  );

async function renderLostPage() {
  const Page = lostChunk();
  await act(async () => {
    render(
      <ErrorBoundary variant="page">
        <Suspense fallback={<p>carregando</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
  });
}

it("a chunk lost to a deploy reloads the page once; the second time the message and its retry show", async () => {
  await renderLostPage();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  expect(screen.queryByRole("alert")).toBeNull();

  // After the reload the same chunk is still missing: no second reload, no loop.
  await renderLostPage();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("alert").textContent).toContain("Não foi possível abrir esta página.");
  expect(screen.getByRole("button", { name: "Tentar de novo" })).toBeTruthy();
});

it("a page that loads clears the guard, so a later deploy may reload once again", async () => {
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, "1");
  render(<ChunkLoaded />);
  expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
});
