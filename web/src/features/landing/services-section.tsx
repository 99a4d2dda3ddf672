import { PromoVideo } from './promo-video';
import { SERVICE_AREAS } from './service-areas';
import { ServiceIcon } from './service-icons';

export function ServicesSection() {
  return (
    <section id="services" tabIndex={-1} aria-labelledby="services-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="text-sm font-bold tracking-widest text-sage-700 uppercase">Our services</p>
            <h2 id="services-title" className="mt-2 text-3xl font-extrabold sm:text-4xl">
              Everyday help, shared between parents
            </h2>
            <p className="mt-4 text-lg text-ink-muted">
              Members offer what they can and ask for what they need. Many services are free; some carry a small fee,
              always shown in pounds before you book.
            </p>
          </div>
          <PromoVideo />
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_AREAS.map((service) => (
            <li key={service.id} className="rounded-2xl border border-sand-200 bg-cream p-6">
              <span className="flex size-12 items-center justify-center rounded-xl bg-clay-100 text-clay-800">
                <ServiceIcon id={service.id} />
              </span>
              <h3 className="mt-4 text-xl font-bold">{service.title}</h3>
              <p className="mt-2 text-ink-muted">{service.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
