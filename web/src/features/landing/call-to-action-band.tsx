import { ButtonLink } from '../../components/ui/button';

export function CallToActionBand() {
  return (
    <section aria-labelledby="cta-title" className="bg-clay-700 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="cta-title" className="text-3xl font-extrabold">
            You do not have to do it alone
          </h2>
          <p className="mt-2 max-w-xl text-lg text-clay-50">
            Basic membership is free. Join parents near you and start sharing the load this week.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/signup" variant="inverse" size="lg">
            Join Now
          </ButtonLink>
          <ButtonLink to="/about" variant="outline-inverse" size="lg">
            Read our story
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
