// The signed-in areas of the app (spec §2): organiser management, account settings and onboarding.
const SIGNED_IN_AREA = /\/(manage|account|welcome)(\/|$)/;

/** Whether the path lies inside /manage, /account or /welcome (anywhere in the path, whole segments only). */
export function isSignedInAreaPath(pathname: string): boolean {
  return SIGNED_IN_AREA.test(pathname);
}
