/** The name a gateway customer and a mail greeting carry: first and last name, else the email. */
export function displayNameOf(user: { firstName: string | null; lastName: string | null; email: string }) {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}
