import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button';
import { HeartIcon, ShieldIcon, UsersIcon } from '../../components/ui/icons';

const VALUES = [
  {
    icon: HeartIcon,
    title: 'Kindness first',
    text: 'We are parents helping parents. Nobody here needs to explain why the week has been hard.',
  },
  {
    icon: ShieldIcon,
    title: 'Safety without compromise',
    text: 'Verified members, photos stripped of location data, and a team that reads every report.',
  },
  {
    icon: UsersIcon,
    title: 'Shared, not sold',
    text: 'Basic membership is free. When a service has a fee, you see it in pounds before you book.',
  },
];

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <PageTitle title="About Us" />
      <p className="text-sm font-bold tracking-widest text-sage-700 uppercase">About Us</p>
      <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">Built by a single parent, for single parents</h1>
      <p className="mt-5 text-xl text-ink-muted">
        Village brings single parents together to share childcare, time, skills and a little bit of fun.
      </p>

      <section aria-labelledby="my-story" className="mt-12 rounded-3xl border border-sand-200 bg-white p-6 sm:p-10">
        <h2 id="my-story" className="text-3xl font-extrabold text-clay-800">
          My Story
        </h2>
        <div className="mt-4 space-y-4 text-lg leading-relaxed">
          <p>
            I started Village at my kitchen table, after my daughter had gone to bed. I am a single mother, and she is
            nine years old.
          </p>
          <p>
            When she was small, the hardest part was not the broken nights. It was doing everything alone: the school
            pickup when a meeting ran late, the holiday we could not afford for two, the evening I needed one quiet hour
            to myself. Other single parents lived a few streets away, going through exactly the same things, and we
            never met.
          </p>
          <p>
            Village is what I wished had existed then: a place where single parents find each other, share the load, and
            can trust that the people they meet are who they say they are. Some of us are rebuilding after a difficult
            relationship, so safety and privacy are built into everything we make.
          </p>
          <p>Every feature is shaped by the parents who use it. I would love you to be one of them.</p>
          <p className="font-semibold">— Founder of Village</p>
        </div>
      </section>

      <section aria-labelledby="values-title" className="mt-12">
        <h2 id="values-title" className="text-2xl font-extrabold">
          What we stand for
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-sand-200 bg-white p-5">
              <Icon className="size-7 text-sage-700" />
              <h3 className="mt-3 text-lg font-bold">{title}</h3>
              <p className="mt-1 text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 flex flex-col items-start gap-4 rounded-3xl bg-sage-100 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <p className="text-xl font-bold text-sage-800">Ready to meet parents who get it?</p>
        <ButtonLink to="/signup" size="lg">
          Join Our Community
        </ButtonLink>
      </div>
    </div>
  );
}
