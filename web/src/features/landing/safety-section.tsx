import { ShieldIcon } from '../../components/ui/icons';

const PROMISES = [
  {
    title: 'Verified members',
    text: 'Members prove who they are with a passport or government ID. Only our admins see it, and we delete it after checking.',
  },
  {
    title: 'Photos without locations',
    text: 'We strip location data from every photo you upload, so a picture of your children never shows where you live.',
  },
  {
    title: 'You stay in control',
    text: 'Choose what others see, block anyone, and report a worry to a real person on our team.',
  },
];

export function SafetySection() {
  return (
    <section aria-labelledby="safety-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="safety-title" className="text-3xl font-extrabold sm:text-4xl">
          Safety comes first
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="flex gap-4">
              <ShieldIcon className="mt-1 size-7 shrink-0 text-sage-700" />
              <div>
                <h3 className="text-lg font-bold">{promise.title}</h3>
                <p className="mt-1 text-ink-muted">{promise.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
