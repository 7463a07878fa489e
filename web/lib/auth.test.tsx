import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { useAuth } from "./auth";

function Consumer() {
  const { user } = useAuth();
  return <p>{user?.email ?? "ninguém"}</p>;
}

it("useAuth outside its provider fails with SPEC §8's message", () => {
  expect(() => render(<Consumer />)).toThrow("useAuth must be used within an AuthProvider");
  expect(screen.queryByText("ninguém")).toBeNull();
});
