// The authenticated GET /api/customers read (page 1) as ONE statement, for the
// bench's baselines: the session row, its user, the acting restaurant
// (ACTING_RESTAURANT_JOIN), its owner's access facts and plan, one page of 25
// customers in the list's order, and the total. The answer carries the same
// bytes as ours, so the two are compared on the same work.
import { ACTING_RESTAURANT_JOIN, contextStatus } from "./dishesRead.mjs";
import { itemBuilder, itemColumns, itemPresent } from "./listShapes.mjs";

export const CUSTOMERS_READ_SQL = `
select s.sess, s.expire, r.id as restaurant_id,
       o.subscription_active, o.subscription_status, o.trial_ends_at, o.current_period_end,
       coalesce((p.features->>'customerManagement')::boolean, false) as customer_management,
       (select count(*)::int from customers t where t.restaurant_id = r.id) as total,
       ${itemColumns("customers", "c")}
from sessions s
${ACTING_RESTAURANT_JOIN}
left join users o on o.id = r.user_id
left join plans p on p.id = o.plan_id
left join lateral (
  select * from customers c where c.restaurant_id = r.id
  order by c.last_order_date desc nulls last, c.id desc nulls last
  limit 25
) c on true
where s.sid = $1
order by c.last_order_date desc nulls last, c.id desc nulls last`;

const DAY_MS = 24 * 60 * 60 * 1000;
const later = (at, now) => at !== null && new Date(at).getTime() > now;

/** The paid-access rule of common/billing.ts hasPaidAccess, for the baselines. */
export function paidAccess(row, now) {
  if (!row.subscription_active) return false;
  switch (row.subscription_status) {
    case "trialing":
      return later(row.trial_ends_at, now);
    case "cancelled":
      return later(row.current_period_end, now);
    case "active":
      return row.current_period_end === null || new Date(row.current_period_end).getTime() + DAY_MS > now;
    case "none":
    case "expired":
      return true;
    default:
      return false;
  }
}

/** The rows of CUSTOMERS_READ_SQL as the API's JSON, or a status when there is no answer. */
export function customersAnswer(rows, now = Date.now()) {
  const first = rows[0];
  const refused = contextStatus(first, now);
  if (refused) return refused;
  if (!first.customer_management || !paidAccess(first, now)) return { status: 403 };
  const customers = rows.filter(customerPresent).map(toCustomer);
  return { status: 200, body: JSON.stringify({ customers, total: first.total, page: 1, pageSize: 25 }) };
}

/** A customer row (selected with itemColumns) as the API writes it. */
export const toCustomer = itemBuilder("customers");
const customerPresent = itemPresent("customers");
