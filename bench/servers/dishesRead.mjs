import { itemBuilder, itemColumns, itemPresent } from "./listShapes.mjs";

/**
 * The session's user and the restaurant it acts on (the one the session
 * picked if still allowed, else own first, then teams with an ACTIVE
 * membership by email) as `r` (id, user_id): the start of every baseline read,
 * after `from sessions s`.
 */
export const ACTING_RESTAURANT_JOIN = `
join users u on u.id = (s.sess->>'userId')::uuid
left join lateral (
  select a.id, a.user_id from (
    select r.id, r.user_id, 0 as team from restaurants r where r.user_id = u.id
    union all
    select r.id, r.user_id, 1 from team_members tm join restaurants r on r.id = tm.restaurant_id
    where tm.status = 'active' and lower(tm.email) = lower(u.email)
  ) a
  order by coalesce(a.id = (s.sess->>'currentRestaurantId')::int, false) desc, a.team, a.id
  limit 1
) r on true`;

/** 401 without a live session, 409 without a restaurant, else null: the first checks of every baseline read. */
export function contextStatus(first, now) {
  if (!first || new Date(first.expire).getTime() <= now) return { status: 401 };
  if (first.restaurant_id === null) return { status: 409 };
  return null;
}

const toDish = itemBuilder("dishes");
const dishPresent = itemPresent("dishes");

// The authenticated GET /api/dishes read as ONE statement, shared by the bench's
// baseline servers: session row, its user, the acting restaurant and that
// restaurant's dishes, newest first.
export const DISHES_READ_SQL = `
select s.sess, s.expire, r.id as restaurant_id, ${itemColumns("dishes", "d")}
from sessions s
${ACTING_RESTAURANT_JOIN}
left join dishes d on d.restaurant_id = r.id
where s.sid = $1
order by d.created_at desc, d.id desc`;

/** The rows of DISHES_READ_SQL as the API's JSON, or a status when there is no answer. */
export function dishesAnswer(rows, now = Date.now()) {
  const refused = contextStatus(rows[0], now);
  if (refused) return refused;
  const dishes = rows.filter(dishPresent).map(toDish);
  return { status: 200, body: JSON.stringify(dishes) };
}
