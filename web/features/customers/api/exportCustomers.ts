/**
 * GET /api/customers/export (text/csv): the whole list, or one customer's data
 * with ?id= (LGPD). A plain link downloads it with the session cookie.
 */
export const exportCustomersUrl = (customerId?: number) =>
  customerId === undefined ? "/api/customers/export" : `/api/customers/export?id=${customerId}`;
