import type { MouseEvent } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { buttonClass } from '../../components/ui/button-styles';
import { ShieldIcon } from '../../components/ui/icons';
import { scrollToElementId } from '../../lib/scroll-to';
import { HeroIllustration } from './hero-illustration';
import { PUBLIC_CLAIMS } from './public-claims';

export function HeroSection() {
  const learnMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToElementId('services');
  };

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_20%,var(--color-clay-100),transparent_45%),radial-gradient(circle_at_85%_30%,var(--color-sage-100),transparent_40%)]"
      />
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-16 sm:pt-20 sm:pb-24">
        <div className="grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="text-sm font-bold tracking-widest text-sage-700 uppercase">
              For single parents, by a single parent
            </p>
            <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold sm:text-6xl">
              It takes a village. Here is yours.
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-ink-muted sm:text-xl">
              Share childcare, plan playdates, holiday together and find trusted parents nearby who understand your
              days, because they live them too.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/signup" size="lg">
                Join Now
              </ButtonLink>
              <a href="#services" onClick={learnMore} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
                Learn More
              </a>
            </div>
          </div>
          <div className="hidden justify-center lg:flex">
            <HeroIllustration />
          </div>
        </div>
        <ul aria-label="Village in numbers" className="mt-12 grid gap-4 sm:grid-cols-3">
          {PUBLIC_CLAIMS.map((claim) => (
            <li key={claim.value} className="rounded-2xl border border-sand-200 bg-white/80 px-5 py-4">
              <p className="flex items-center gap-2 text-xl font-extrabold text-clay-800">
                {claim.value === 'Verified Members' ? <ShieldIcon className="size-6 text-sage-700" /> : null}
                {claim.value}
              </p>
              <p className="text-sm text-ink-muted">{claim.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
