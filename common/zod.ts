import { z } from "zod";

// Every schema of ours imports z from here so that the messages zod writes
// for rules we did not word ourselves come out in Portuguese on both sides.
z.config(z.locales.pt());

export { z };
