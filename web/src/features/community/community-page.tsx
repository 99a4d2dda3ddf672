import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button';
import { COMMUNITY_CARDS, COMMUNITY_STATS } from './community-content';

export default function CommunityPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageTitle title="Community" />
      <div className="max-w-3xl">
        <p className="text-sm font-bold tracking-widest text-sage-700 uppercase">Community</p>
        <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">A community that has your back</h1>
        <p className="mt-5 text-xl text-ink-muted">
          Talk, meet up and celebrate the small wins with single parents who understand, in a space that is moderated
          and safe.
        </p>
      </div>

      <dl className="mt-10 grid max-w-xl grid-cols-1 gap-4 sm:grid-cols-2">
        {COMMUNITY_STATS.map((stat) => (
          <div key={stat.value} className="rounded-2xl border border-sand-200 bg-white px-5 py-4">
            <dt className="text-sm text-ink-muted">{stat.label}</dt>
            <dd className="font-extrabold whitespace-nowrap text-clay-800">
              <span className="text-3xl">{stat.value}</span> <span className="text-xl">{stat.unit}</span>
            </dd>
          </div>
        ))}
      </dl>

      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {COMMUNITY_CARDS.map((card) => (
          <li key={card.title} className="flex flex-col rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-sage-100 text-sage-800">
              <card.icon className="size-7" />
            </span>
            <h2 className="mt-4 text-xl font-bold">{card.title}</h2>
            <p className="mt-2 text-ink-muted">{card.description}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>

      <div className="mt-12 flex flex-col items-start gap-4 rounded-3xl bg-clay-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-2xl font-extrabold">Come and say hello</h2>
          <p className="mt-1 text-clay-50">Basic membership is free, and every member is verified.</p>
        </div>
        <ButtonLink to="/signup" variant="inverse" size="lg">
          Join Community
        </ButtonLink>
      </div>
    </div>
  );
}
