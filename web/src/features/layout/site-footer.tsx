import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { requestCookieSettings } from '../cookie-consent/consent-store';
import { SERVICE_AREAS } from '../landing/service-areas';
import { VillageMark } from '../navigation/village-logo';

export const CONTACT_EMAIL = 'hello@village.example';

/** The postcode centroids behind 'near me' come from GeoNames, whose licence (CC BY 4.0) asks for this credit. */
export const GEONAMES_URL = 'https://www.geonames.org/';

const COMMUNITY_LINKS = [
  { label: 'Our community', to: '/community' },
  { label: 'Forum', to: '/forum' },
  { label: 'About Us', to: '/about' },
  { label: 'Join Village', to: '/signup' },
];

export const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Cookie Policy', to: '/cookie-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'GDPR Rights', to: '/gdpr-rights' },
  { label: 'Unsubscribe Options', to: '/unsubscribe-options' },
];

const footerLink =
  'inline-flex min-h-6 items-center py-1 text-sand-100 underline-offset-4 hover:text-white hover:underline';

export function SiteFooter() {
  const signedIn = useAuth().state.status === 'authenticated';
  const communityLinks = signedIn ? COMMUNITY_LINKS.filter((link) => link.to !== '/signup') : COMMUNITY_LINKS;
  return (
    <footer id="contact" className="bg-ink pb-28 text-sand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="flex items-center gap-2 text-2xl font-extrabold text-white">
            <VillageMark />
            Village
          </p>
          <p className="mt-3 text-sm">A community that cares, for single parents across the UK.</p>
        </div>
        <FooterList title="Services">
          {SERVICE_AREAS.map((service) => (
            <li key={service.id}>
              <Link to="/#services" className={footerLink}>
                {service.title}
              </Link>
            </li>
          ))}
        </FooterList>
        <FooterList title="Community">
          {communityLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={footerLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterList>
        <FooterList title="Contact">
          <li>
            <Link to="/#contact-us" className={footerLink}>
              Send us a message
            </Link>
          </li>
          <li className="text-sm">{CONTACT_EMAIL}</li>
          <li className="text-sm">We usually reply within two working days.</li>
        </FooterList>
        <FooterList title="Legal">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={footerLink}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={requestCookieSettings} className={footerLink}>
              Cookie settings
            </button>
          </li>
        </FooterList>
      </div>
      <p className="border-t border-white/15 px-4 pt-6 text-center text-sm">
        © {new Date().getFullYear()} Village. Made with care in the UK.
      </p>
      <p className="mt-2 px-4 text-center text-xs">
        <a href={GEONAMES_URL} className={footerLink} target="_blank" rel="noreferrer noopener">
          Postcode areas: GeoNames (CC BY 4.0)
        </a>
      </p>
    </footer>
  );
}

function FooterList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-3 flex flex-col gap-1">{children}</ul>
    </div>
  );
}
