import { ButtonLink } from '../../components/ui/button';

/** The Security tab of /profile-setup (the password, devices and blocked members arrive with account security). */
export function SecurityTab() {
  return (
    <section aria-labelledby="security-heading" className="rounded-2xl border border-sand-200 bg-white p-6">
      <h2 id="security-heading" className="text-2xl font-bold">
        Security
      </h2>
      <ButtonLink to="/mfa-setup" variant="secondary" className="mt-4">
        Set up two-factor authentication
      </ButtonLink>
    </section>
  );
}
