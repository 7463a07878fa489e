import { randomBytes } from "node:crypto";
import { ORDER_IMPORT_LIMITS, ORDER_IMPORT_MESSAGES } from "../../../common/orders";
import { AppError } from "../../http/errors";
import type { ParsedFile } from "./parseOrders";

/**
 * Previews waiting for their confirmation (decision 034): the parsed orders
 * stay in this process for 30 minutes, one per restaurant and user (a new
 * preview replaces the last), under a random token. The confirm reads them
 * from here instead of reading the file a second time (reading 100.000 rows
 * costs ~5 s). A token of another restaurant or user, expired or used, is
 * a 404: the page sends the file again.
 */
export type Staged = {
  token: string;
  restaurantId: number;
  userId: string;
  fileName: string;
  parsed: ParsedFile;
  manualDays: string[];
  expiresAt: number;
};

/** Orders held across all previews: past this a new preview waits (503), memory stays bounded. */
const MAX_STAGED_ORDERS = 600_000;

export class PreviewStaging {
  private readonly byToken = new Map<string, Staged>();

  constructor(private readonly now: () => Date) {}

  private sweep(): void {
    const t = this.now().getTime();
    for (const [token, s] of this.byToken) if (s.expiresAt <= t) this.byToken.delete(token);
  }

  /** Keeps a preview; answers its token. */
  put(entry: Omit<Staged, "token" | "expiresAt">): string {
    this.sweep();
    for (const [token, s] of this.byToken) {
      if (s.restaurantId === entry.restaurantId && s.userId === entry.userId) this.byToken.delete(token);
    }
    const held = [...this.byToken.values()].reduce((n, s) => n + s.parsed.orders.length, 0);
    if (held + entry.parsed.orders.length > MAX_STAGED_ORDERS) {
      throw new AppError(503, "IMPORTS_BUSY", ORDER_IMPORT_MESSAGES.busy, { "retry-after": "60" });
    }
    const token = randomBytes(24).toString("base64url");
    this.byToken.set(token, {
      ...entry,
      token,
      expiresAt: this.now().getTime() + ORDER_IMPORT_LIMITS.previewMinutes * 60_000,
    });
    return token;
  }

  /** Takes a preview out (a token confirms once); 404 when it is not this restaurant's and user's. */
  take(token: string, restaurantId: number, userId: string): Staged {
    this.sweep();
    const s = this.byToken.get(token);
    if (!s || s.restaurantId !== restaurantId || s.userId !== userId) {
      throw new AppError(404, "PREVIEW_NOT_FOUND", ORDER_IMPORT_MESSAGES.previewGone);
    }
    this.byToken.delete(token);
    return s;
  }
}
