import { eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CUSTOMERS_PAGE_SIZE, type CustomerSegment } from "../../../common/customers";
import { brazilDate } from "../../../common/week";
import { jsonArrayText } from "../../db/jsonText";
import type { Db } from "../../db/open";
import { storedRowJson } from "../../db/rowJson";
import { customers, plans, restaurants, sessions, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import {
  contextFields,
  readActingContext,
  readAgain,
  sessionActingRestaurant,
  userOfSession,
} from "../../requestContext/contextRead";
import { CUSTOMER_JSON } from "./customerJson";
import { contains, phoneDigits } from "./customerSearch";
import { refreshSegmentsOnce, rulesOf } from "./segments";
import { assertCustomerManagement } from "./service";

/*
 * GET /api/customers in one prepared statement (decision 023's pattern): the
 * session, its user, the acting restaurant, its owner's plan and access facts
 * (the Pro gate), the restaurant's segment rules and refresh day, one page of
 * customers built as JSON by the database, and the total, joined. The search
 * and the segment are placeholders; since a statement's text cannot change per
 * request, each shape of the filter (no search, name/email, name/email/phone;
 * with or without a segment) is its own prepared statement: six in all.
 */

type ListQuery = { search?: string | undefined; segment?: CustomerSegment | undefined; page: number };

type Shape = { search: "none" | "text" | "phone"; segment: boolean };

function shapeOf(query: ListQuery): Shape {
  const search = !query.search ? "none" : phoneDigits(query.search) ? "phone" : "text";
  return { search, segment: !!query.segment };
}

/**
 * The filter on `c` (customers) for a shape, with placeholders `pattern`,
 * `digits` and `segment`. `gate` is false when the answer will be a 403 (a
 * plan without customer management): the page and the count then read nothing.
 */
function filterOf(shape: Shape, restaurantId: SQL, gate: SQL): SQL {
  const parts = [gate, sql`c.restaurant_id = ${restaurantId}`];
  if (shape.segment) parts.push(sql`c.category = ${sql.placeholder("segment")}::text`);
  if (shape.search !== "none") {
    // Each served by a per-restaurant trigram index (migration 0007, decision 025).
    const pattern = sql.placeholder("pattern");
    const either = [sql`lower(c.name) like ${pattern}::text`, sql`lower(c.email) like ${pattern}::text`];
    if (shape.search === "phone") either.push(sql`c.phone like ${sql.placeholder("digits")}::text`);
    parts.push(sql`(${sql.join(either, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * One page as the API's compact JSON text, joined from each row's stored text,
 * in exactly the order of customers_restaurant_last_order_idx (nulls
 * included), so a page is read off the index.
 */
const pageJsonText = (filter: SQL) =>
  jsonArrayText(
    storedRowJson("c", CUSTOMER_JSON),
    sql`from (select * from ${customers} c where ${filter}
      order by c.last_order_date desc nulls last, c.id desc nulls last
      limit ${sql.raw(String(CUSTOMERS_PAGE_SIZE))} offset ${sql.placeholder("offset")}) c`,
    sql`c.last_order_date desc nulls last, c.id desc nulls last`,
  );

function prepareShape(db: Db, shape: Shape) {
  const acting = sessionActingRestaurant(db);
  const owner = alias(users, "owner");
  const place = alias(restaurants, "place");
  const filter = filterOf(
    shape,
    sql`${acting.id}`,
    sql`coalesce((${plans.features}->>'customerManagement')::boolean, false)`,
  );
  return db
    .select({
      ...contextFields(acting),
      access: {
        subscriptionActive: owner.subscriptionActive,
        subscriptionStatus: owner.subscriptionStatus,
        trialEndsAt: owner.trialEndsAt,
        currentPeriodEnd: owner.currentPeriodEnd,
      },
      features: plans.features,
      rules: place.customerSegmentRules,
      segmentsOn: place.customerSegmentsOn,
      customers: pageJsonText(filter),
      total: sql<number>`(select count(*)::int from ${customers} c where ${filter})`,
    })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .leftJoin(place, eq(place.id, acting.id))
    .leftJoin(owner, eq(owner.id, acting.ownerId))
    .leftJoin(plans, eq(plans.id, owner.planId))
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare(`read_customers_${shape.search}${shape.segment ? "_segment" : ""}`);
}

type ListStatement = ReturnType<typeof prepareShape>;

/**
 * GET /api/customers: 401 without a session, 409 without a restaurant, 403
 * when the acting restaurant's owner has no customer management in a plan they
 * may use, else the page. The first read of a day in a restaurant ages the
 * segments (refreshSegmentsOnce, a write) and reads the page again with
 * listCustomers (two statements; answered as an object for the serializer):
 * the page must show the new categories. Every other read is one statement,
 * answered as the JSON text the database wrote.
 */
export function prepareCustomerListRead(db: Db) {
  const statements = new Map<string, ListStatement>();
  for (const search of ["none", "text", "phone"] as const) {
    for (const segment of [false, true]) {
      statements.set(`${search}/${segment}`, prepareShape(db, { search, segment }));
    }
  }
  return async function readCustomerList(
    request: FastifyRequest,
    reply: FastifyReply,
    query: ListQuery,
    now: Date,
  ): Promise<string> {
    const shape = shapeOf(query);
    const statement = statements.get(`${shape.search}/${shape.segment}`)!;
    const placeholders = {
      offset: (query.page - 1) * CUSTOMERS_PAGE_SIZE,
      segment: query.segment ?? null,
      pattern: query.search ? contains(query.search.toLowerCase()) : null,
      digits: query.search ? contains(phoneDigits(query.search) ?? "") : null,
    };
    const read = await readActingContext(request, reply, statement, placeholders);
    const row = read.rows[0]!;
    const access = row.access;
    if (!access || access.subscriptionActive === null || access.subscriptionStatus === null) {
      throw notFound("Restaurante não encontrado.");
    }
    const facts = {
      subscriptionActive: access.subscriptionActive,
      subscriptionStatus: access.subscriptionStatus,
      trialEndsAt: access.trialEndsAt ?? null,
      currentPeriodEnd: access.currentPeriodEnd ?? null,
    };
    assertCustomerManagement(row.features, facts, now);
    const today = brazilDate(now);
    let page = row;
    if (row.segmentsOn !== today) {
      // The page was read before the segments aged: age them, then read the page again (once a day).
      await refreshSegmentsOnce(db, read.restaurant.id, today, rulesOf(row.rules));
      page = (await readAgain(request, statement, placeholders))[0]!;
    }
    // customerListSchema's keys in its order: the serializer's bytes.
    return `{"customers":${page.customers},"total":${page.total},"page":${query.page},"pageSize":${CUSTOMERS_PAGE_SIZE}}`;
  };
}
