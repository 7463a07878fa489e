import { render, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { useAuth } from "./auth";

function Consumer() {
  const { user } = useAuth();
  return <p>{user?.email ?? "ninguém"}</p>;
}

it("useAuth outside its provider fails with SPEC §8's message", () => {
  // React reports the thrown error on the console as well; keep the output clean.
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    expect(() => render(<Consumer />)).toThrow("useAuth must be used within an AuthProvider");
  } finally {
    quiet.mockRestore();
  }
  expect(screen.queryByText("ninguém")).toBeNull();
});
