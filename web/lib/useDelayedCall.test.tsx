import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useDelayedCall } from "./useDelayedCall";

/** A field that "generates" 1 s after typing stops, like the content generator. */
function TypeAndWait({ onFire }: { onFire: (value: string) => void }) {
  const [value, setValue] = useState("");
  const { schedule, cancel } = useDelayedCall();
  return (
    <label>
      Prato
      <input
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (e.target.value.trim()) schedule(() => onFire(e.target.value), 1_000);
          else cancel();
        }}
      />
    </label>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function type(value: string) {
  fireEvent.change(screen.getByLabelText("Prato"), { target: { value } });
}

it("fires once, 1 s after the last change, with the last value", () => {
  const fired = vi.fn();
  render(<TypeAndWait onFire={fired} />);
  type("Piz");
  act(() => vi.advanceTimersByTime(900));
  type("Pizza");
  act(() => vi.advanceTimersByTime(900));
  expect(fired).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(100));
  expect(fired).toHaveBeenCalledTimes(1);
  expect(fired).toHaveBeenCalledWith("Pizza");
  act(() => vi.advanceTimersByTime(5_000));
  expect(fired).toHaveBeenCalledTimes(1);
});

it("never fires for a cleared field", () => {
  const fired = vi.fn();
  render(<TypeAndWait onFire={fired} />);
  type("Pastel");
  act(() => vi.advanceTimersByTime(500));
  type("");
  act(() => vi.advanceTimersByTime(5_000));
  expect(fired).not.toHaveBeenCalled();
});

it("drops the pending call when the screen goes away", () => {
  const fired = vi.fn();
  const { unmount } = render(<TypeAndWait onFire={fired} />);
  type("Açaí");
  unmount();
  act(() => vi.advanceTimersByTime(5_000));
  expect(fired).not.toHaveBeenCalled();
});
