import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BirthdayWindow } from "../../../../common/birthday";
import { birthdayAudienceSchema, type CustomerSegment } from "../../../../common/customers";
import { request } from "../../../lib/api";
import { CUSTOMERS_ROOT } from "./keys";

/** GET /api/customers/birthdays: who a birthday campaign to this segment would reach in the window. */
export const fetchBirthdayAudience = (segment: CustomerSegment, window: BirthdayWindow) =>
  request(
    birthdayAudienceSchema,
    "GET",
    `/api/customers/birthdays?segment=${encodeURIComponent(segment)}&window=${window}`,
  );

export const birthdayAudienceQueryOptions = (segment: CustomerSegment, window: BirthdayWindow) =>
  queryOptions({
    queryKey: [...CUSTOMERS_ROOT, "birthdays", segment, window] as const,
    queryFn: () => fetchBirthdayAudience(segment, window),
  });

export const useBirthdayAudience = (segment: CustomerSegment, window: BirthdayWindow, enabled: boolean) =>
  useQuery({ ...birthdayAudienceQueryOptions(segment, window), enabled });
