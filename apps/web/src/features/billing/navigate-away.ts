/** Leaves the app for Stripe (checkout or portal). One place, so tests can watch it. */
export const navigateAway = {
  to(url: string): void {
    window.location.assign(url);
  },
};
