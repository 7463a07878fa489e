import { Writable } from "node:stream";

/** A log destination that appends each non-empty line written to `lines` (tests read what was logged). */
export function logLineStream(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
}
